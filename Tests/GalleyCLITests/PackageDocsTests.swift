import Foundation
import GalleyCLI
import GalleyTestSupport
import Synchronization
import Testing

/// `galley verify` in a Swift package: the fixture `Tests/Fixtures/Larder` (a README, a DocC
/// catalog with directives, symbol and documentation links and `@Snippet`, and a snippet file
/// with hidden lines) proven in place, and what a broken one reports.
@Suite(.serialized, .timeLimit(.minutes(20)))
struct PackageDocsTests {
    static let fixture = BadInputProject.packageRoot.appendingPathComponent("Tests/Fixtures/Larder")
    /// Every test's cache: unit outcomes are keyed by content, the package's build by its path.
    static let cache = FileManager.default.temporaryDirectory.appendingPathComponent("galley-package-docs-cache").path

    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
        var json: [String: Any] {
            (try? JSONSerialization.jsonObject(with: Data(stdout.utf8)) as? [String: Any]) ?? [:]
        }
        var results: [[String: Any]] { json["results"] as? [[String: Any]] ?? [] }
    }

    static func galley(_ arguments: [String], githubActions: Bool = false) async -> Run {
        let out = Mutex("")
        let err = Mutex("")
        let console = Console(
            writeOut: { text in out.withLock { $0 += text } }, writeError: { text in err.withLock { $0 += text } },
            isInteractive: false, annotatesForGitHub: githubActions)
        let status = await GalleyCommand.main(arguments, console: console)
        return Run(status: status, stdout: out.withLock { $0 }, stderr: err.withLock { $0 })
    }

    /// A copy of the fixture to break.
    static func copy() throws -> TemporaryProject {
        let project = try TemporaryProject(prefix: "galley-larder")
        for name in try FileManager.default.contentsOfDirectory(atPath: fixture.path) {
            try project.copy(fixture.appendingPathComponent(name), to: name)
        }
        return project
    }

    static func edit(_ project: TemporaryProject, _ path: String, _ old: String, _ new: String) throws {
        let text = try project.read(path)
        try #require(text.contains(old), "\(path) has no '\(old)'")
        try project.write(path, text.replacingOccurrences(of: old, with: new))
    }

    @Test func theFixtureVerifiesInPlaceWithOneCommandAndIsNotTouched() async throws {
        let before = BadInputProject.snapshot(of: Self.fixture)
        let run = await Self.galley(
            ["verify", "--package", Self.fixture.path, "--cache-dir", Self.cache, "--format", "json"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(BadInputProject.snapshot(of: Self.fixture) == before)
        #expect(run.json["passed"] as? Int == 8)
        #expect(run.json["failed"] as? Int == 0)
        let verdicts = run.results.map { "\($0["file"]!):\($0["line"]!) \($0["status"]!)" }
        #expect(
            verdicts == [
                "README.md:9 ignored", "README.md:17 passed", "README.md:32 passed", "Snippets/Shopping.swift:1 passed",
                "Sources/Larder/Larder.docc/Cooking.md:7 passed", "Sources/Larder/Larder.docc/Cooking.md:21 passed",
                "Sources/Larder/Larder.docc/Cooking.md:41 ignored",
                "Sources/Larder/Larder.docc/GettingStarted.md:17 passed",
                "Sources/Larder/Larder.docc/GettingStarted.md:32 passed",
                "Sources/Larder/Larder.docc/GettingStarted.md:47 passed",
            ])
        // Blocks without an import line ran against the package; the group's second block used
        // the first one's `forThree`; the trap stopped where the library's precondition did.
        let outputs = run.results.compactMap { $0["actualOutput"] as? String }.filter { !$0.isEmpty }
        #expect(outputs == ["4\n", "6\n", "true\n", "[\"flour\", \"egg\"]\n", "0\n"])
        #expect((run.json["diagnostics"] as? [Any])?.isEmpty == true, "\(run.stderr)")
        // The same, warm: every unit from the cache.
        let warm = await Self.galley(
            ["verify", "--package", Self.fixture.path, "--cache-dir", Self.cache, "--format", "json"])
        let statistics = warm.json["statistics"] as? [String: Any] ?? [:]
        #expect(statistics["cacheHits"] as? Int == statistics["units"] as? Int)
        #expect(statistics["compilerInvocations"] as? Int == 0)
    }

    /// With `--no-batch` (every unit compiled, linked and run alone, cache of its own) the
    /// fixture gets the same verdicts and outputs as batched.
    @Test func batchedAndAloneAgree() async throws {
        let alone = FileManager.default.temporaryDirectory.appendingPathComponent("galley-package-docs-alone-\(UUID())")
        defer { try? FileManager.default.removeItem(at: alone) }
        let arguments = ["verify", "--package", Self.fixture.path, "--format", "json"]
        let batched = await Self.galley(arguments + ["--cache-dir", Self.cache])
        let single = await Self.galley(arguments + ["--cache-dir", alone.path, "--no-batch"])
        #expect(single.status == 0, "\(single.stderr)")
        func verdicts(_ run: Run) -> [String] {
            run.results.map { result in
                ["file", "line", "status", "actualOutput"].map { result[$0].map { "\($0)" } ?? "-" }.joined(
                    separator: " | ")
            }
        }
        #expect(verdicts(batched) == verdicts(single))
        #expect(verdicts(single).count == 10)
    }

    /// Without `--cache-dir`, the cache is the one folder `.galley-cache/` in the package, and
    /// the command says what to add to `.gitignore`.
    @Test func theDefaultCacheIsOneIgnorableFolder() async throws {
        let project = try Self.copy()
        defer { project.remove() }
        let before = BadInputProject.snapshot(of: project.root)
        let run = await Self.galley(["verify", "--package", project.root.path])
        #expect(run.status == 0, "\(run.stderr)")
        let added = BadInputProject.snapshot(of: project.root).filter { before[$0.key] != $0.value }
        #expect(!added.isEmpty)
        #expect(added.keys.allSatisfy { $0.hasPrefix(".galley-cache/") }, "\(added.keys.sorted())")
        #expect(run.stderr.contains("add '.galley-cache/' to .gitignore"), "\(run.stderr)")
        try project.write(".gitignore", ".galley-cache/\n")
        let quiet = await Self.galley(["verify", "--package", project.root.path])
        #expect(!quiet.stderr.contains(".gitignore"), "\(quiet.stderr)")
    }

    /// A broken README line, broken links, a wrong snippet slice and a fragment, each reported
    /// at its line and column (with the near miss, or a note on how to fix a fragment), in
    /// text, JUnit and GitHub's annotations.
    @Test func brokenDocsAreReportedWhereTheyAre() async throws {
        let project = try Self.copy()
        defer { project.remove() }
        try Self.edit(project, "README.md", "print(pantry.count(of: \"egg\"))", "print(pantry.cuont(of: \"egg\"))")
        try project.write(
            "README.md",
            try project.read("README.md")
                + "\n```swift\nlet shelf = Pantry()\n```\n\n```swift\nprint(shelf.items)\n```\n")
        let catalog = "Sources/Larder/Larder.docc/"
        try Self.edit(project, catalog + "Larder.md", "``Recipe/canCook(from:)``", "``Recipe/canCok(from:)``")
        try Self.edit(project, catalog + "Larder.md", "<doc:GettingStarted>, then", "<doc:GetingStarted>, then")
        try Self.edit(project, catalog + "GettingStarted.md", "slice: \"list\"", "slice: \"lst\"")
        let report = project.url("junit.xml").path
        let run = await Self.galley(
            ["verify", "--package", project.root.path, "--cache-dir", Self.cache, "--report", report],
            githubActions: true)
        #expect(run.status == 1)
        let expected = [
            "README.md:21:14: error: value of type 'Pantry' has no member 'cuont'",
            "README.md:44:7: error: cannot find 'shelf' in scope",
            "README.md:43:1: note: 'shelf' is declared by the block at line 39; add 'group=NAME' to both blocks' info strings",
            catalog
                + "Larder.md:12:38: error: documentation link 'doc:GetingStarted' names no article of the package's catalogs and no public symbol; did you mean 'GettingStarted'?",
            catalog
                + "Larder.md:22:3: error: symbol link ``Recipe/canCok(from:)`` names no public symbol of Larder, LarderCore; did you mean 'Recipe/canCook(from:)'?",
            catalog
                + "GettingStarted.md:56:1: error: Snippets/Shopping.swift marks no slice 'lst' (a '// snippet.lst' line); did you mean 'list'?",
            "::error file=README.md,line=21,col=14::value of type 'Pantry' has no member 'cuont'",
        ]
        for line in expected { #expect(run.stderr.contains(line), "\(line)\n\(run.stderr)") }
        // The first README error has no fragment's note: the compiler's message is the fix.
        #expect(!run.stderr.contains("README.md:17:1: note"), "\(run.stderr)")
        #expect(run.stdout.hasPrefix("8 passed, 2 failed, 2 skipped"), "\(run.stdout)")
        let junit = try String(contentsOfFile: report, encoding: .utf8)
        #expect(junit.contains("<testsuite name=\"README.md\" tests=\"5\" failures=\"2\">"), "\(junit)")
    }

    /// Fragments as real READMEs write them, each with its one-line fix: a function's local used
    /// by a later block (no group: the local is not seen), `@Observable` without its import, a
    /// UIKit name (to be ignored, whatever else the block lacks), and a misspelt member beside an
    /// undeclared name (the note goes with the name's error, the member's error stands alone).
    @Test func fragmentsOfRealDocsGetTheirOneLineFix() async throws {
        let project = try Self.copy()
        defer { project.remove() }
        let blocks = [
            "func restock() {\n    let shelf = Pantry()\n    print(shelf.count(of: \"egg\"))\n}\n",
            "shelf.stock(\"egg\", count: 1)\n",
            "@Observable\nfinal class Basket {\n    var items: [String] = []\n}\n",
            "struct Alarm {\n    func ring() {\n        NotificationCenter.default.post(\n"
                + "            name: UIApplication.userDidTakeScreenshotNotification, object: nil)\n    }\n}\n",
            "let count = Pantry().cuont(of: \"egg\")\nlet trolley = Trolley()\n",
        ]
        try project.write(
            "README.md", try project.read("README.md") + blocks.map { "\n```swift\n\($0)```\n" }.joined())
        let run = await Self.galley(
            ["verify", "--package", project.root.path, "--cache-dir", Self.cache, "--format", "json"])
        #expect(run.status == 1)
        let diagnostics = run.json["diagnostics"] as? [[String: Any]] ?? []
        func notes(of message: String) -> [String] {
            diagnostics.filter { $0["message"] as? String == message }.flatMap { $0["notes"] as? [String] ?? [] }
                .filter { !$0.hasPrefix("in snippet:") }
        }
        #expect(
            notes(of: "cannot find 'shelf' in scope").first?.hasPrefix(
                "'shelf' is declared in no block before this one") == true, "\(diagnostics)")
        #expect(
            notes(of: "unknown attribute 'Observable'").first?.hasPrefix(
                "'Observable' is Observation's, which the block does not import; add 'import Observation'") == true,
            "\(diagnostics)")
        #expect(
            notes(of: "cannot find 'UIApplication' in scope")
                == [
                    "'UIApplication' is UIKit's, which this platform lacks; mark the block 'swift ignore reason=\"needs UIKit\"'"
                ],
            "\(diagnostics)")
        #expect(notes(of: "value of type 'Pantry' has no member 'cuont'").isEmpty, "\(diagnostics)")
        #expect(
            notes(of: "cannot find 'Trolley' in scope").first?.hasPrefix(
                "'Trolley' is declared in no block before this one") == true, "\(diagnostics)")
    }

    /// `galley build` in a package: its catalog as a site, English only, with symbol links as
    /// code and documentation links to the articles; a broken block of the catalog stops the
    /// build at its line of the catalog, the previous site left as it was.
    @Test func buildMakesASiteOfTheCatalog() async throws {
        let project = try Self.copy()
        defer { project.remove() }
        let output = project.url("site").path
        let arguments = ["build", "--package", project.root.path, "--cache-dir", Self.cache, "--output", output]
        let run = await Self.galley(arguments)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("galley: built "), "\(run.stderr)")
        let landing = try project.read("site/en/larder/index.html")
        #expect(landing.contains("<code>Recipe/scaled(by:)</code>"), "\(landing)")
        #expect(landing.contains("href=\"/en/getting-started/\""), "\(landing)")
        #expect(landing.contains("Keep count of what is on the shelves"), "\(landing)")
        let started = try project.read("site/en/getting-started/index.html")
        #expect(Self.codeText(started).contains("pantry.stock"), "\(started)")
        #expect(!started.contains("@Row"), "\(started)")
        // English only: the one folder of pages with a home page is the English one.
        let homes = try FileManager.default.contentsOfDirectory(atPath: output).filter {
            FileManager.default.fileExists(atPath: output + "/" + $0 + "/index.html")
        }
        #expect(homes == ["en"])

        try Self.edit(
            project, "Sources/Larder/Larder.docc/GettingStarted.md", "pantry.stock(\"egg\", count: 6)",
            "pantry.stok(\"egg\", count: 6)")
        let broken = await Self.galley(arguments)
        #expect(broken.status == 1)
        #expect(
            broken.stderr.contains(
                "Sources/Larder/Larder.docc/GettingStarted.md:20:8: error: value of type 'Pantry' has no member 'stok'"),
            "\(broken.stderr)")
        #expect(try project.read("site/en/larder/index.html") == landing)
    }

    /// `.galley.yml`: implicit imports per folder (here none for the catalog, whose blocks then
    /// lack the package) and the language mode, with unknown keys errors at their place.
    @Test func theConfigurationSetsImportsPerFolderAndRejectsUnknownKeys() async throws {
        let project = try Self.copy()
        defer { project.remove() }
        try project.write(".galley.yml", "folders:\n  Sources/Larder/Larder.docc:\n    imports: []\n")
        let run = await Self.galley(["verify", "--package", project.root.path, "--cache-dir", Self.cache])
        #expect(run.status == 1)
        #expect(
            run.stderr.contains("Cooking.md:8:20: error: cannot find 'Recipe' in scope"), "\(run.stderr)")
        #expect(
            run.stderr.contains("note: 'Recipe' is declared in no block before this one"), "\(run.stderr)")
        #expect(!run.stderr.contains("README.md:"), "\(run.stderr)")

        try project.write(".galley.yml", "imprts: [Larder]\nswiftLanguageMode: 7\nskip: [Docs]\n")
        let bad = await Self.galley(["verify", "--package", project.root.path, "--cache-dir", Self.cache])
        #expect(bad.status == 1)
        #expect(
            bad.stderr.split(separator: "\n").map(String.init) == [
                ".galley.yml:1:1: error: unknown key 'imprts'; did you mean 'imports'? [package-config.unknown-key]",
                ".galley.yml:2:20: error: swiftLanguageMode must be 5 or 6, not '7' [package-config.language-mode]",
                ".galley.yml:3:8: error: no file or folder 'Docs' in the package; paths are relative to the folder holding Package.swift [package-config.no-such-path]",
            ], "\(bad.stderr)")
    }

    /// `runtime: galleyui`: a block that imports SwiftUI compiles against GalleyUI, beside the
    /// package's own library.
    @Test func aSwiftUIPackageUsesGalleyUI() async throws {
        let project = try TemporaryProject(
            [
                "Package.swift": """
                // swift-tools-version:6.0
                import PackageDescription
                let package = Package(name: "Badge", products: [.library(name: "Badge", targets: ["Badge"])],
                    targets: [.target(name: "Badge")])
                """,
                "Sources/Badge/Badge.swift":
                    "public func badgeText(_ count: Int) -> String { count > 99 ? \"99+\" : \"\\(count)\" }\n",
                "README.md": """
                # Badge

                ```swift
                import SwiftUI

                struct Unread: View {
                    var count: Int
                    var body: some View { Text(badgeText(count)) }
                }
                ```

                """,
                ".galley.yml": "runtime: galleyui\n",
            ], prefix: "galley-badge")
        defer { project.remove() }
        let run = await Self.galley(
            ["verify", "--package", project.root.path, "--cache-dir", BadInputProject.sharedCache])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("1 passed, 0 failed"), "\(run.stdout)")
    }

    /// `galley init --package` writes a configuration whose every setting is commented out, so
    /// it reads as the defaults; it never overwrites one.
    @Test func initWritesACommentedConfiguration() async throws {
        let project = try Self.copy()
        defer { project.remove() }
        let run = await Self.galley(["init", "--package", project.root.path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("created .galley.yml"))
        let text = try project.read(".galley.yml")
        for key in ["products", "imports", "swiftLanguageMode", "runtime", "sandbox", "strict", "skip", "folders"] {
            #expect(text.contains("# \(key):"), "\(key)")
        }
        #expect(!text.split(separator: "\n").contains { !$0.isEmpty && !$0.hasPrefix("#") })
        let again = await Self.galley(["init", "--package", project.root.path])
        #expect(again.status == 1)
        #expect(again.stderr.contains(".galley.yml:1:1: error: '.galley.yml' already exists"), "\(again.stderr)")
        let notPackage = await Self.galley(["init", "--package", project.url("Sources").path])
        #expect(notPackage.status == 1)
        #expect(notPackage.stderr.contains("no Package.swift"), "\(notPackage.stderr)")
    }

    @Test func usageErrors() async {
        let root = BadInputProject.packageRoot
        let cases: [([String], String)] = [
            (["--package", Self.fixture.path, "--content", "Content"], "'--package' verifies a package in place"),
            (
                ["--package", Self.fixture.path, root.appendingPathComponent("README.md").path],
                "README.md' is not inside the package"
            ),
            (["--package", root.appendingPathComponent("Tests").path], "'--package': no Package.swift in '"),
        ]
        for (arguments, message) in cases {
            let run = await Self.galley(["verify"] + arguments)
            #expect(run.status == 64, "\(arguments)")
            #expect(run.stderr.contains(message), "\(run.stderr)")
        }
    }

    /// Named paths choose what is verified: a catalog folder, a README.
    @Test func pathsChooseFiles() async throws {
        let run = await Self.galley(
            [
                "verify", "--package", Self.fixture.path, "--cache-dir", Self.cache, "--format", "json",
                Self.fixture.appendingPathComponent("Sources/Larder/Larder.docc").path,
            ])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(Set(run.results.compactMap { $0["file"] as? String }).count == 2)
        #expect(run.results.allSatisfy { ($0["file"] as? String)?.hasPrefix("Sources/Larder/Larder.docc/") == true })
        let missing = await Self.galley(
            ["verify", "--package", Self.fixture.path, Self.fixture.appendingPathComponent("Docs").path])
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("no file or folder 'Docs' in the package"), "\(missing.stderr)")
    }

    /// The text of `html` without its tags and without the compiler hovers' popovers, so code
    /// reads as the reader's copy of it does.
    static func codeText(_ html: String) -> String {
        var text = ""
        var rest = html[...]
        while let open = rest.firstIndex(of: "<") {
            text += rest[..<open]
            rest = rest[open...]
            if rest.hasPrefix("<span class=\"hv-pop\"") {
                // Skips the popover: its span and every span nested in it.
                var depth = 0
                while let tag = rest.firstIndex(of: "<") {
                    rest = rest[tag...]
                    if rest.hasPrefix("</span>") { depth -= 1 } else if rest.hasPrefix("<span") { depth += 1 }
                    rest = rest[(rest.firstIndex(of: ">").map { rest.index(after: $0) } ?? rest.endIndex)...]
                    if depth == 0 { break }
                }
            } else {
                rest = rest[(rest.firstIndex(of: ">").map { rest.index(after: $0) } ?? rest.endIndex)...]
            }
        }
        return text + rest
    }
}
