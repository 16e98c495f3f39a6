import Foundation
import Testing

/// Keeps `Templates/README.md` honest: every interface string a template uses is documented,
/// and every template's sections are balanced.
@Suite struct TemplateStringsTests {
    private static let templates: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Templates")

    private static func template(_ name: String) throws -> String {
        try String(contentsOf: templates.appendingPathComponent(name), encoding: .utf8)
    }

    static let names: [String] = [
        "layout", "head", "site-header", "search", "language-switcher", "site-footer", "article",
        "toc", "pager", "index", "404", "redirect", "sidebar", "sidebar-entry", "breadcrumbs", "tag-links", "tag",
        "tags",
    ].map { $0 + ".mustache" }

    /// The `{{…}}` tags of a template, without braces.
    private func tags(_ text: String) -> [String] {
        var tags: [String] = []
        var rest = text[...]
        while let open = rest.range(of: "{{") {
            guard let close = rest[open.upperBound...].range(of: "}}") else { break }
            tags.append(
                rest[open.upperBound..<close.lowerBound].trimmingCharacters(
                    in: CharacterSet(charactersIn: "{} ")))
            rest = rest[close.upperBound...]
        }
        return tags
    }

    @Test(arguments: names)
    func documentsEveryInterfaceString(_ name: String) throws {
        let readme = try Self.template("README.md")
        for tag in tags(try Self.template(name)) {
            let key = tag.trimmingCharacters(in: CharacterSet(charactersIn: "#^/&> "))
            guard key.hasPrefix("t.") else { continue }
            #expect(readme.contains("`\(key)`"), "\(name) uses \(key), missing from Templates/README.md")
        }
    }

    @Test(arguments: names)
    func balancesSections(_ name: String) throws {
        var open: [String] = []
        for tag in tags(try Self.template(name)) {
            if tag.hasPrefix("#") || tag.hasPrefix("^") {
                open.append(String(tag.dropFirst()))
            } else if tag.hasPrefix("/") {
                #expect(open.popLast() == String(tag.dropFirst()), "\(name): unexpected {{\(tag)}}")
            }
        }
        #expect(open.isEmpty, "\(name): unclosed \(open)")
    }

    @Test(arguments: names)
    func includesOnlyExistingPartials(_ name: String) throws {
        for tag in tags(try Self.template(name)) where tag.hasPrefix(">") {
            let partial = tag.dropFirst().trimmingCharacters(in: .whitespaces) + ".mustache"
            #expect(Self.names.contains(partial), "\(name) includes missing partial \(partial)")
        }
    }
}
