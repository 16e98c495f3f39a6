import Foundation
import GalleyCore
import GalleyToolchain
import Testing

@testable import GalleySnippets

/// Programs as authors write them: traps, `@main`, arguments, hash order, and what a failed
/// run tells the reader.
@Suite struct RunModeTests {
    @Test func trapBlockPassesOnlyWithTheExpectedFatalError() async throws {
        let site = try Site([
            "Content/en/a.md": """
            ```swift run trap expect="Index out of range"
            let numbers = [1, 2, 3]
            print("before the trap")
            print(numbers[3])
            ```
            ```swift run trap expect="Index out of range"
            print("no crash")
            ```
            ```swift run trap expect="Index out of range"
            let value: Int? = nil
            print(value!)
            ```
            """
        ])
        defer { site.remove() }
        let report = try await site.verify()
        let trapped = try #require(report.result("Content/en/a.md", fence: 1))
        #expect(trapped.status == .passed, "\(report.diagnostics)")
        #expect(trapped.compilerErrorText?.contains("Fatal error: Index out of range") == true)
        #expect(trapped.actualOutput == "before the trap\n")
        let normal = try #require(report.result("Content/en/a.md", fence: 6))
        #expect(
            report.diagnostics.contains {
                $0.id == "snippet.did-not-trap" && $0.summary.contains("exited normally")
                    && $0.location?.line == 6
            })
        #expect(normal.status != .passed)
        #expect(
            report.diagnostics.contains {
                $0.id == "snippet.expectation-mismatch" && $0.location?.line == 9
                    && $0.notes.contains { $0.message.contains("Unexpectedly found nil") }
            })
        // From the cache, the verdicts are the same: a trap that did not happen never passes.
        let warm = try await site.verify()
        #expect(warm.statistics.cacheHits == 3)
        #expect(warm.results.map(\.status) == report.results.map(\.status))
    }

    /// Each kind of trap the guide names passes with its own message, and the Error panel names
    /// the block's own line (as the page numbers it), never Galley's generated file, whether the
    /// unit ran alone or from a merged executable.
    @Test(arguments: [true, false])
    func everyKindOfTrapShowsItsMessageAtTheBlocksLine(merge: Bool) async throws {
        let site = try Site([
            "Content/en/a.md": """
            ```swift run trap expect="Unexpectedly found nil"
            let missing: Int? = nil
            print(missing!)
            ```
            ```swift run trap expect="the list is empty"
            let list: [Int] = []
            precondition(!list.isEmpty, "the list is empty")
            ```
            ```swift run trap expect="not written yet"
            // snippet.hide
            let hidden = 1
            // snippet.show
            fatalError("not written yet")
            ```
            ```swift run trap expect="Index out of range"
            print([1, 2, 3][3])
            ```
            """
        ])
        defer { site.remove() }
        let report = try await site.verify(mergeRuns: merge)
        #expect(report.failedCount == 0, "\(report.diagnostics)")
        let texts = report.results.map { $0.compilerErrorText ?? "" }
        #expect(texts[0] == "line 2: Fatal error: Unexpectedly found nil while unwrapping an Optional value")
        #expect(texts[1] == "line 2: Precondition failed: the list is empty")
        // The hidden lines are not counted: the page shows `fatalError` as its first line.
        #expect(texts[2] == "line 1: Fatal error: not written yet")
        // The standard library's own location is the real one, and stays.
        #expect(texts[3].hasSuffix(": Fatal error: Index out of range"))
        #expect(texts[3].hasPrefix("Swift/"), "\(texts[3])")
        #expect(!texts.contains { $0.contains("GalleyRunBatch") || $0.contains("Snippet/u") }, "\(texts)")
    }

    /// A trap block's `output` block is checked against what it printed before the crash, and
    /// a trap block without one draws no missing-output warning: the crash is its proof.
    @Test func aTrapBlocksOutputBlockIsChecked() async throws {
        let site = try Site([
            "Content/en/a.md": """
            ```swift run trap expect="Index out of range"
            print("counting")
            print([1][1])
            ```

            ```output
            counting
            ```

            ```swift run trap expect="Index out of range"
            print("counting")
            print([1][1])
            ```

            ```output
            counted
            ```

            ```swift run trap expect="Index out of range"
            print([1][1])
            ```
            """
        ])
        defer { site.remove() }
        let report = try await site.verify()
        #expect(report.result("Content/en/a.md", fence: 1)?.status == .passed, "\(report.diagnostics)")
        #expect(report.result("Content/en/a.md", fence: 10)?.status != .passed)
        #expect(
            report.diagnostics.contains {
                $0.id == "snippet.output-mismatch" && $0.location?.line == 16
                    && $0.notes.map(\.message).contains("- counted") && $0.notes.map(\.message).contains("+ counting")
            }, "\(report.diagnostics)")
        #expect(report.result("Content/en/a.md", fence: 19)?.status == .passed)
        #expect(!report.diagnostics.contains { $0.id == "snippet.missing-output" }, "\(report.diagnostics)")
    }

    @Test func aFailedRunKeepsTheFatalErrorLineAndWhatItPrinted() async throws {
        let site = try Site([
            "Content/en/a.md": "```swift run\nprint(\"step 1\")\nprecondition(1 > 2, \"the numbers disagree\")\n```\n"
        ])
        defer { site.remove() }
        let report = try await site.verify()
        let diagnostic = try #require(report.diagnostics.first { $0.id == "snippet.run-failed" })
        #expect(
            diagnostic.summary.contains("crashed with SIGILL") || diagnostic.summary.contains("crashed with SIGTRAP"))
        #expect(diagnostic.notes.contains { $0.message.contains("Precondition failed: the numbers disagree") })
        #expect(!diagnostic.notes.contains { $0.message.contains("libswiftCore") }, "backtrace frames are not kept")
        #expect(diagnostic.notes.contains { $0.message.hasPrefix("the run's limits: 10 s, 1 GiB of memory") })
        let result = try #require(report.results.first)
        #expect(result.actualOutput == "step 1\n")
        #expect(result.compilerErrorText?.contains("Precondition failed: the numbers disagree") == true)
    }

    @Test(arguments: [true, false])
    func mainUnitsCompileAsLibrariesAndSeeOnlyTheirOwnArguments(merge: Bool) async throws {
        let site = try Site([
            "Content/en/a.md": """
            ```swift run
            @main struct Tool {
                static func main() {
                    print("main ran with", CommandLine.arguments.dropFirst())
                }
            }
            ```
            ```swift
            @main struct App {
                static func main() {}
            }
            ```
            ```swift run args="--verbose input.txt"
            print(Array(CommandLine.arguments.dropFirst()))
            ```
            ```swift run
            import Foundation
            print(CommandLine.arguments.count, ProcessInfo.processInfo.environment["GALLEY_UNIT"] ?? "none")
            ```
            """
        ])
        defer { site.remove() }
        let report = try await site.verify(mergeRuns: merge)
        #expect(report.failedCount == 0, "\(report.diagnostics)")
        #expect(report.result("Content/en/a.md", fence: 1)?.actualOutput == "main ran with []\n")
        #expect(report.result("Content/en/a.md", fence: 13)?.actualOutput == "[\"--verbose\", \"input.txt\"]\n")
        #expect(report.result("Content/en/a.md", fence: 16)?.actualOutput == "1 none\n")
    }

    @Test func hashOrderIsTheSameOnEveryColdRun() async throws {
        let article = """
            ```swift run
            let set: Set = ["alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta"]
            let map = Dictionary(uniqueKeysWithValues: set.map { ($0, $0.count) })
            print(Array(set), Array(map.keys))
            ```
            """
        var outputs: Set<String> = []
        for _ in 0..<6 {
            let site = try Site(["Content/en/a.md": article])
            defer { site.remove() }
            let report = try await site.verify()
            #expect(report.statistics.cacheHits == 0)
            outputs.insert(try #require(report.results.first?.actualOutput))
        }
        #expect(outputs.count == 1, "\(outputs)")
    }

    @Test func transientToolFailuresAreReportedAsSuchAndNeverCached() async throws {
        let site = try Site(["Content/en/a.md": "```swift\nlet a = 1\n```\n```swift run\nprint(\"ran\")\n```\n"])
        defer { site.remove() }
        // A compiler that is killed by SIGKILL (as by the out-of-memory killer) on every call.
        let fake = site.root.appendingPathComponent("swiftc")
        try Data("#!/bin/sh\nkill -9 $$\n".utf8).write(to: fake)
        chmod(fake.path, 0o755)
        var killed = Site.toolchain
        killed.swiftc = fake.path
        // The runtime is built (and cached) with the real compiler first.
        _ = try await site.verify()
        try FileManager.default.removeItem(at: site.cache.appendingPathComponent("units"))
        let report = try await site.verify(toolchain: killed)
        #expect(report.failedCount == 2)
        let errors = report.diagnostics.filter { $0.severity == .error }
        #expect(!errors.isEmpty && errors.allSatisfy { $0.id == "snippet.tool-failure" }, "\(report.diagnostics)")
        #expect(errors.allSatisfy { $0.summary.contains("was killed by SIGKILL") })
        let entries =
            FileManager.default.enumerator(atPath: site.cache.appendingPathComponent("units").path)?
            .compactMap { $0 as? String }.filter { $0.hasSuffix(".json") } ?? []
        #expect(entries.isEmpty, "a transient failure was cached: \(entries)")
        // A compiler that cannot start at all.
        var missing = Site.toolchain
        missing.swiftc = site.root.appendingPathComponent("no-such-swiftc").path
        let absent = try await site.verify(toolchain: missing)
        #expect(
            absent.diagnostics.filter { $0.severity == .error }.allSatisfy {
                $0.id == "snippet.tool-failure" && $0.summary.contains("could not be started")
            })
        let healthy = try await site.verify()
        #expect(healthy.failedCount == 0)
        #expect(healthy.statistics.cacheHits == 0)
    }
}

/// A view tree that never settles is the snippet's bug: the block fails.
@Suite struct UnsettledTreeTests {
    @Test func aTreeThatNeverSettlesFailsTheBlock() async throws {
        let site = try Site([
            "Content/en/a.md": """
            ```swift run
            import SwiftUI

            struct Counter: View {
                @State private var count = 0
                var body: some View {
                    Text("\\(count)").onChange(of: count) { count += 1 }.onAppear { count += 1 }
                }
            }
            // snippet.hide
            GalleyRuntime.run(Counter())
            // snippet.show
            ```
            """
        ])
        defer { site.remove() }
        let report = try await site.verify()
        let diagnostic = try #require(report.diagnostics.first { $0.severity == .error }, "the block passed")
        #expect(diagnostic.summary == "snippet exited with status 1")
        #expect(diagnostic.notes.contains { $0.message.contains("the view tree did not settle after 100 updates") })
    }
}
