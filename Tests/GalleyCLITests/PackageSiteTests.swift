import Foundation
import GalleyCLI
import GalleyTestSupport
import Synchronization
import Testing

/// The fixture package `Tests/Fixtures/Tally` and the docs site beside it (`Docs/`), whose
/// snippets import the package in every mode: check, run, groups, compile-fail, Swift 5 mode.
@Suite(.serialized, .timeLimit(.minutes(10)))
struct PackageSiteTests {
    /// A copy of the fixture in a temporary folder, so edits never touch the repository.
    final class Fixture: Sendable {
        let project: TemporaryProject
        /// The copied package.
        var root: URL { project.url("Tally") }
        init() throws {
            project = try TemporaryProject(prefix: "galley-tally")
            try project.copy(BadInputProject.packageRoot.appendingPathComponent("Tests/Fixtures/Tally"), to: "Tally")
        }
        deinit { project.remove() }

        func verify(_ site: String = "Docs", cache: String = "cache", extra: [String] = []) async throws -> (
            status: Int32, report: [String: Any], stderr: String
        ) {
            let out = Mutex("")
            let err = Mutex("")
            let console = Console(
                writeOut: { text in out.withLock { $0 += text } },
                writeError: { text in err.withLock { $0 += text } }, isInteractive: false)
            let status = await GalleyCommand.main(
                [
                    "verify", "--content", root.appendingPathComponent(site + "/Content").path, "--cache-dir",
                    root.appendingPathComponent(cache).path, "--format", "json",
                ] + extra, console: console)
            let data = Data(out.withLock { $0 }.utf8)
            let report = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            return (status, report, err.withLock { $0 })
        }

        func edit(_ path: String, _ old: String, _ new: String) throws {
            let url = root.appendingPathComponent(path)
            let text = try String(contentsOf: url, encoding: .utf8)
            try #require(text.contains(old))
            try Data(text.replacingOccurrences(of: old, with: new).utf8).write(to: url)
        }
    }

    static func statistics(_ report: [String: Any]) -> [String: Int] {
        ((report["statistics"] as? [String: Any]) ?? [:]).compactMapValues { $0 as? Int }
    }

    @Test func fixtureSiteVerifiesAndAnEditReverifiesExactlyTheDependentUnits() async throws {
        let fixture = try Fixture()
        let cold = try await fixture.verify()
        #expect(cold.status == 0, "\(cold.stderr)")
        #expect(cold.report["passed"] as? Int == 9)
        #expect(cold.report["failed"] as? Int == 0)
        let results = try #require(cold.report["results"] as? [[String: Any]])
        #expect(Set(results.compactMap { $0["mode"] as? String }) == ["check", "run", "compile-fail"])
        // The Swift 5 block ran; the same declaration in Swift 6 mode was the compile-fail block's error.
        #expect(results.contains { ($0["actualOutput"] as? String) == "1\n" })
        // The trap block passed because the library's precondition stopped it with its message.
        #expect(results.contains { ($0["line"] as? Int) == 106 && ($0["status"] as? String) == "passed" })
        let units = try #require(Self.statistics(cold.report)["units"])
        #expect(units == 8)
        #expect(Self.statistics(cold.report)["cacheHits"] == 0)

        let warm = try await fixture.verify()
        #expect(Self.statistics(warm.report)["cacheHits"] == units)
        #expect(Self.statistics(warm.report)["compilerInvocations"] == 0)

        // An edit to the library that keeps its behaviour: every unit importing Tally (directly or
        // re-verifies; the one that imports nothing of it stays cached.
        try fixture.edit(
            "Sources/Tally/Tally.swift", "counts.values.reduce(0, +)", "counts.values.reduce(0) { $0 + $1 }")
        let edited = try await fixture.verify()
        #expect(edited.status == 0, "\(edited.stderr)")
        #expect(Self.statistics(edited.report)["cacheHits"] == 1)
        let cached = try #require(edited.report["results"] as? [[String: Any]]).filter {
            ($0["fromCache"] as? Bool) == true
        }
        // The cached block is the one that prints squares with the standard library alone.
        #expect(cached.compactMap { $0["line"] as? Int } == [92])

        // An edit that changes behaviour fails the run block that shows it, at its output block.
        try fixture.edit("Sources/TallyMath/Percent.swift", "part * 100 / whole", "part * 10 / whole")
        let broken = try await fixture.verify()
        #expect(broken.status == 1)
        #expect(broken.stderr.contains("Content/en/counting-votes.md:51:1: error: output differs"), "\(broken.stderr)")
    }

    /// `Guide/`: Swift 5 mode for the whole site, and `imports: [Tally]` instead of import lines.
    @Test func implicitImportsAndTheSiteLanguageMode() async throws {
        let fixture = try Fixture()
        let run = try await fixture.verify("Guide")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.report["passed"] as? Int == 3)
        let results = try #require(run.report["results"] as? [[String: Any]])
        #expect(results.compactMap { $0["actualOutput"] as? String } == ["yes 66%\n", "[\"maybe\"]\n"])
        // Without the implicit import, the first block no longer compiles.
        try fixture.edit("Guide/Content/site.yml", "  imports: [Tally]\n", "")
        let bare = try await fixture.verify("Guide")
        #expect(bare.status == 1)
        #expect(bare.stderr.contains("quick-tour.md:11:13: error: cannot find 'Tally' in scope"), "\(bare.stderr)")
    }

    /// The package's sites verified batched and with `--no-batch` (every unit compiled, linked
    /// and run alone, each with a cold cache of its own): the same verdict, output and
    /// compiler message for every block, in both language modes.
    @Test func batchedAndUnbatchedVerdictsAreTheSameForThePackageSites() async throws {
        let fixture = try Fixture()
        for site in ["Docs", "Guide"] {
            let batched = try await fixture.verify(site, cache: "cache-batched-" + site)
            let alone = try await fixture.verify(site, cache: "cache-alone-" + site, extra: ["--no-batch"])
            #expect(batched.status == alone.status, "\(site): \(batched.stderr) \(alone.stderr)")
            #expect(Self.verdicts(batched.report) == Self.verdicts(alone.report), "\(site)")
            #expect(Self.verdicts(alone.report).count >= 3)
            #expect(Self.statistics(alone.report)["batchCompilations"] == 0)
            #expect(Self.statistics(alone.report)["mergedRuns"] == 0)
            // The diagnostics CI would print are the same, whichever way the units were compiled.
            #expect(Self.diagnostics(batched.report) == Self.diagnostics(alone.report), "\(site)")
        }
    }

    /// What a reader or CI sees of each result: place, status, output and compiler message.
    static func verdicts(_ report: [String: Any]) -> [String] {
        ((report["results"] as? [[String: Any]]) ?? []).map { result in
            ["file", "line", "status", "actualOutput", "compilerError", "macroExpansion"].map {
                result[$0].map { "\($0)" } ?? "-"
            }.joined(separator: " | ")
        }
    }

    static func diagnostics(_ report: [String: Any]) -> [String] {
        ((report["diagnostics"] as? [[String: Any]]) ?? []).map { diagnostic in
            ["file", "line", "column", "severity", "message", "notes"].map {
                diagnostic[$0].map { "\($0)" } ?? "-"
            }.joined(separator: " | ")
        }
    }

    /// A page's proofs are among its inputs: an edit to the package that changes what a block
    /// shows (here the message a trap prints), with no edit to any article, renders that page
    /// again in an incremental build, which equals a full build (into another output, with the
    /// proofs from the same cache) byte for byte.
    @Test func aChangedProofRendersItsPageAgain() async throws {
        let fixture = try Fixture()
        func build(_ output: String) async throws -> (status: Int32, stderr: String) {
            let err = Mutex("")
            let console = Console(
                writeOut: { _ in }, writeError: { text in err.withLock { $0 += text } }, isInteractive: false)
            let status = await GalleyCommand.main(
                [
                    "build", "--content", fixture.root.appendingPathComponent("Docs/Content").path, "--output",
                    fixture.root.appendingPathComponent(output).path, "--cache-dir",
                    fixture.root.appendingPathComponent("cache").path,
                ], console: console)
            return (status, err.withLock { $0 })
        }
        let page = fixture.root.appendingPathComponent("site/en/counting-votes/index.html")
        let first = try await build("site")
        #expect(first.status == 0, "\(first.stderr)")
        #expect(try String(contentsOf: page, encoding: .utf8).contains("needs a positive whole, got 0"))

        try fixture.edit(
            "Sources/Tally/Share.swift", "needs a positive whole, got \\(whole)",
            "needs a positive whole, not \\(whole)")
        let second = try await build("site")
        #expect(second.status == 0, "\(second.stderr)")
        #expect(try String(contentsOf: page, encoding: .utf8).contains("needs a positive whole, not 0"))
        let full = try await build("full")
        #expect(full.status == 0, "\(full.stderr)")
        let incremental = FileTree.read(fixture.root.appendingPathComponent("site"))
        #expect(!incremental.isEmpty)
        #expect(incremental == FileTree.read(fixture.root.appendingPathComponent("full")))
    }
}
