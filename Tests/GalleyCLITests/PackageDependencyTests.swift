import Foundation
import GalleyCLI
import Synchronization
import Testing

/// A documented package whose library uses a product of another package (a local `path:`
/// dependency): `run` blocks link that package's objects too, and an edit to it re-verifies the
/// units that import the library.
@Suite(.serialized, .timeLimit(.minutes(10)))
struct PackageDependencyTests {
    final class Packages: Sendable {
        let root: URL
        init() throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent(
                "galley-dependency-\(UUID().uuidString)", isDirectory: true)
            try write(
                "Shout/Package.swift",
                """
                // swift-tools-version:6.0
                import PackageDescription
                let package = Package(
                    name: "Shout", products: [.library(name: "Shout", targets: ["Shout"])],
                    targets: [.target(name: "Shout")])
                """)
            try write(
                "Shout/Sources/Shout/Shout.swift",
                "public func shout(_ text: String) -> String { text.uppercased() + \"!\" }\n")
            try write(
                "Greeter/Package.swift",
                """
                // swift-tools-version:6.0
                import PackageDescription
                let package = Package(
                    name: "Greeter", products: [.library(name: "Greeter", targets: ["Greeter"])],
                    dependencies: [.package(path: "../Shout")],
                    targets: [.target(name: "Greeter", dependencies: [.product(name: "Shout", package: "Shout")])])
                """)
            try write(
                "Greeter/Sources/Greeter/Greeter.swift",
                "import Shout\n\npublic func greet(_ name: String) -> String { shout(\"hello, \\(name)\") }\n")
            try write(
                "Greeter/docs/Content/site.yml",
                "title: Greeter\nbaseURL: /\nlocales:\n  - code: en\n    label: English\nsnippets:\n  runtime: none\n  package:\n    path: ..\n    products: [Greeter]\n"
            )
            try write(
                "Greeter/docs/Content/en/greeting.md",
                """
                ---
                title: Greeting
                summary: One greeting.
                ---

                # Greeting

                ```swift run
                import Greeter

                print(greet("reader"))
                ```

                ```output
                HELLO, READER!
                ```

                ```swift run
                print(1 + 1)
                ```

                ```output
                2
                ```

                """)
        }
        deinit { try? FileManager.default.removeItem(at: root) }

        func write(_ path: String, _ text: String) throws {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }

        func verify() async throws -> (status: Int32, report: [String: Any], stderr: String) {
            let out = Mutex("")
            let err = Mutex("")
            let console = Console(
                writeOut: { text in out.withLock { $0 += text } },
                writeError: { text in err.withLock { $0 += text } }, isInteractive: false)
            let status = await GalleyCommand.main(
                [
                    "verify", "--content", root.appendingPathComponent("Greeter/docs/Content").path,
                    "--cache-dir", root.appendingPathComponent("cache").path, "--format", "json",
                ], console: console)
            let report = try #require(
                try JSONSerialization.jsonObject(with: Data(out.withLock { $0 }.utf8)) as? [String: Any])
            return (status, report, err.withLock { $0 })
        }
    }

    @Test func theDependencysObjectsAreLinkedAndItsEditsReverify() async throws {
        let packages = try Packages()
        let cold = try await packages.verify()
        #expect(cold.status == 0, "\(cold.stderr)")
        #expect(cold.report["passed"] as? Int == 2)
        let warm = try await packages.verify()
        #expect(PackageSiteTests.statistics(warm.report)["cacheHits"] == 2)

        // Only the dependency changes: the block that imports Greeter re-verifies and shows it.
        try packages.write(
            "Shout/Sources/Shout/Shout.swift",
            "public func shout(_ text: String) -> String { text.uppercased() + \"!!\" }\n")
        let edited = try await packages.verify()
        #expect(edited.status == 1)
        #expect(PackageSiteTests.statistics(edited.report)["cacheHits"] == 1)
        #expect(edited.stderr.contains("greeting.md:15:1: error: output differs"), "\(edited.stderr)")
        let results = try #require(edited.report["results"] as? [[String: Any]])
        #expect(results.compactMap { $0["actualOutput"] as? String }.contains("HELLO, READER!!\n"))
    }

    /// A library whose objects cannot link (they call a function no object defines): the block
    /// that imports it fails at the link, and the block that does not import it still passes,
    /// because only importing units are linked with the package's objects.
    @Test func aBlockThatDoesNotImportThePackageNeverLinksItsObjects() async throws {
        let packages = try Packages()
        try packages.write(
            "Greeter/Sources/Greeter/Greeter.swift",
            "@_silgen_name(\"galley_defined_nowhere\") func nowhere() -> String\n\npublic func greet(_ name: String) -> String { nowhere() }\n"
        )
        let report = try await packages.verify()
        #expect(report.status == 1)
        let results = try #require(report.report["results"] as? [[String: Any]])
        let statuses = Dictionary(
            uniqueKeysWithValues: results.compactMap { result in
                (result["line"] as? Int).map { ($0, result["status"] as? String ?? "") }
            })
        #expect(statuses[8] == "failed", "\(report.stderr)")
        #expect(statuses[18] == "passed", "\(report.stderr)")
        #expect(report.stderr.contains("galley_defined_nowhere"), "\(report.stderr)")
    }

    /// A package that does not build is reported once, with the compiler's error at its line in
    /// the package and the package's path, and no block is reported as failing because of it.
    @Test func aPackageThatDoesNotBuildIsReportedOnceAndBlamesNoBlock() async throws {
        let packages = try Packages()
        try packages.write(
            "Greeter/Sources/Greeter/Greeter.swift",
            "import Shout\n\npublic func greet(_ name: String) -> Int { shout(name) }\n")
        let report = try await packages.verify()
        #expect(report.status == 1)
        let errors = report.stderr.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(errors.filter { $0.contains("[config.package-build]") }.count == 1, "\(report.stderr)")
        #expect(
            errors.contains {
                $0.contains("Greeter/Sources/Greeter/Greeter.swift:3:")
                    && $0.contains("cannot convert return expression")
            }, "\(report.stderr)")
        #expect(errors.contains { $0.contains("docs/Content/site.yml:9:") && $0.contains("Greeter") })
        #expect(!errors.contains { $0.contains("greeting.md") }, "\(report.stderr)")
        // `--format json` still prints one JSON document: no verdicts, and the reasons.
        #expect(report.report["failed"] as? Int == 0)
        #expect((report.report["results"] as? [Any])?.isEmpty == true)
        let ids = (report.report["diagnostics"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
        #expect(ids.contains("config.package-build"), "\(ids)")
    }
}
