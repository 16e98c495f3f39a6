import Foundation

/// Rows for the `snippets:` settings of `site.yml` and a block's `swift-version=`.
extension BadInputCase {
    /// Adds `yaml` (a `snippets:` mapping) to the end of `site.yml`, which has eight lines.
    static func snippets(
        _ name: String, _ outcome: Outcome, _ yaml: String, package source: String? = nil
    ) -> BadInputCase {
        // With a package, `galley build` verifies (the package is built only then); the site's
        // `runtime: none` spares the row a GalleyUI build.
        var row = BadInputCase(name, outcome, arguments: source == nil ? ["--no-verify"] : []) {
            try $0.write("Content/site.yml", BadInputProject.siteConfig + "\n" + yaml)
            if let source {
                try $0.write(
                    "Lib/Package.swift",
                    "// swift-tools-version:6.0\nimport PackageDescription\n\nlet package = Package(\n    name: \"Lib\", products: [.library(name: \"Lib\", targets: [\"Lib\"])], targets: [.target(name: \"Lib\")])\n"
                )
                try $0.write("Lib/Sources/Lib/Lib.swift", source)
            }
        }
        if source != nil { row.deadline = 90 }
        return row
    }

    static let snippetSettings: [BadInputCase] = [
        snippets(
            "unknown snippet runtime",
            .fails("config.unknown-runtime", at: "\(c):10:12", mentioning: "use galleyui or none"),
            "snippets:\n  runtime: swiftui\n"),
        snippets(
            "unknown language mode",
            .fails("config.language-mode", at: "\(c):10:22", mentioning: "swiftLanguageMode must be 5 or 6, not '7'"),
            "snippets:\n  swiftLanguageMode: 7\n"),
        snippets(
            "package path without a package",
            .fails("config.package-path", at: "\(c):11:11", mentioning: "no Package.swift in '../nowhere'"),
            "snippets:\n  package:\n    path: ../nowhere\n    products: [Lib]\n"),
        snippets(
            "unknown package product",
            .fails("config.unknown-product", at: "\(c):13:16", mentioning: "did you mean 'Lib'?"),
            "snippets:\n  runtime: none\n  package:\n    path: Lib\n    products: [Lbi]\n",
            package: "public let answer = 42\n"),
        snippets(
            "package that does not build",
            .fails(
                "snippet.package-compiler", at: "Lib/Sources/Lib/Lib.swift:1:38",
                mentioning: "cannot convert return expression"),
            "snippets:\n  runtime: none\n  package:\n    path: Lib\n    products: [Lib]\n",
            package: "public func answer() -> Int { return \"forty-two\" }\n"),
        gamma(
            "unknown swift-version on a block",
            .fails(
                "snippet.invalid-value", at: "Content/en/gamma.md:5:10",
                mentioning: "swift-version must be 5 or 6, not '6.0'; did you mean '6'?"),
            body: "```swift swift-version=6.0\nprint(1)\n```\n"),
    ]
}
