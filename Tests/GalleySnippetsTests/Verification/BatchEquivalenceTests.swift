import Foundation
import Testing

@testable import GalleySnippets

/// Batching is an optimisation only: every verdict, diagnostic and output must be the same
/// with `--no-batch`. These tests verify the same articles both ways, each with its own cold
/// cache, and compare every result.
@Suite struct BatchEquivalenceTests {
    /// Units chosen to tempt batching into a wrong verdict: clashing names, a unit that only
    /// compiles if it could see another unit's type or extension member, SIL-only errors,
    /// `private` names, and plenty of independent units so batches really form.
    static let tricky: [String: String] = {
        var article = """
            # Batching

            ```swift
            struct Card { var title = "a" }
            let card = Card()
            _ = card.title
            ```

            ```swift
            struct Card { var count = 1 }
            _ = Card().count
            ```

            ```swift
            let theme = Theme()
            ```

            ```swift
            struct Theme {}
            ```

            ```swift
            extension String { var shouted: String { uppercased() } }
            ```

            ```swift
            let loud = "hi".shouted
            ```

            ```swift
            private struct Hidden { var n = 1 }
            _ = Hidden().n
            ```

            ```swift
            let late: Int
            print(late)
            ```

            ```swift
            let wrong: Int = "x"
            ```

            ```swift group=pair
            struct Pair { var a = 1, b = 2 }
            ```

            ```swift group=pair
            _ = Pair().a + Pair().b
            ```

            """
        for index in 0..<12 {
            article += "```swift\nlet value\(index) = \(index) * 2\n_ = value\(index)\n```\n\n"
        }
        // Runnable units: two with the same type name and static state, one that would only
        // compile by seeing another's function, one that traps, and a few plain ones.
        article += """
            ```swift run
            struct Tally { nonisolated(unsafe) static var count = 0 }
            Tally.count += 1
            print("tally", Tally.count)
            ```

            ```swift run
            struct Tally { nonisolated(unsafe) static var count = 10 }
            Tally.count += 1
            print("tally", Tally.count)
            ```

            ```swift run
            func greet() -> String { "hello" }
            print(greet())
            ```

            ```swift run
            print(greet())
            ```

            ```swift run
            let numbers = [1, 2, 3]
            print(numbers[5])
            ```

            """
        // `#Preview` stays at file scope when wrapped; a preview that reads a top-level variable
        // cannot be wrapped (the variable becomes a local) and is built alone. A function whose
        // own local has a top-level variable's name does not read it, and is wrapped.
        article += """
            ```swift run
            import SwiftUI
            struct Badge: View { var body: some View { Text("badge") } }
            #Preview("Badge") {
                Badge()
            }
            print("badge ready")
            ```

            ```swift run
            import SwiftUI
            let caption = "shared"
            #Preview { Text(caption) }
            print(caption)
            ```

            ```swift run
            func doubled(_ numbers: [Int]) -> [Int] {
                let total = numbers.map { $0 * 2 }
                return total
            }
            let total = doubled([1, 2])
            print("doubled", total)
            ```

            """
        for index in 0..<6 {
            article += "```swift run\nprint(\"line \(index)\", \(index) * 3)\n```\n\n"
        }
        // A program's top-level `let` is a global that lives until the process ends, so `desk`
        // is never freed; as the local of an entry function it would be, and print "off desk".
        article += """
            ```swift run
            final class Lamp {
                let name: String
                init(_ name: String) {
                    self.name = name
                    print("on", name)
                }
                deinit { print("off", name) }
            }
            let desk = Lamp("desk")
            do { _ = Lamp("hall") }
            print("lit", desk.name)
            ```

            """
        return ["Content/en/batching.md": article]
    }()

    @Test func trickyUnitsGetTheSameVerdictsBatchedAndAlone() async throws {
        let (batched, alone) = try await Self.verifyBothWays(Self.tricky, hovers: true)
        Self.expectSame(batched, alone)
        #expect(batched.statistics.batchCompilations > 0)
        #expect(batched.statistics.batchedUnits >= 12)
        #expect(alone.statistics.batchCompilations == 0)
        // The profile says why units were compiled alone: the four check units below fail in
        // their batches; without batching, every unit is alone for that reason.
        #expect((batched.statistics.soloReasons["error in its batch"] ?? 0) >= 4)
        #expect(alone.statistics.soloReasons["batching off"] == alone.statistics.units)
        #expect(batched.statistics.stages["compilations"] != nil)
        #expect(batched.statistics.stages["plan"] != nil)
        #expect(batched.statistics.stages["probe, units parsed meanwhile"] != nil)
        #expect(batched.statistics.batchSizes["check"]?.allSatisfy { $0 > 1 } == true)
        #expect(batched.statistics.compilerInvocations < alone.statistics.compilerInvocations)
        let file = "Content/en/batching.md"
        #expect(batched.result(file, fence: 3)?.passed == true)
        // Hovers come from the batch's index, placed back in each unit's own lines: the same as alone.
        #expect(
            batched.result(file, fence: 3)?.hovers.contains { $0.hover.declaration.hasSuffix("let card: Card") } == true
        )
        #expect(batched.result(file, fence: 9)?.passed == true)
        // Units that would only compile by seeing another unit's declarations fail, as alone.
        #expect(batched.result(file, fence: 14)?.passed == false)
        #expect(batched.result(file, fence: 26)?.passed == false)
        // A definite-initialisation error only SIL diagnostics find, and a type error.
        #expect(batched.result(file, fence: 35)?.passed == false)
        #expect(batched.result(file, fence: 40)?.passed == false)
        let outputs = batched.results.compactMap(\.actualOutput)
        #expect(outputs.contains("tally 1\n") && outputs.contains("tally 11\n"))
        #expect(outputs.contains("line 5 15\n"))
        #expect(outputs.contains("badge ready\n") && outputs.contains("shared\n"))
        #expect(outputs.contains("doubled [2, 4]\n"))
        #expect(batched.statistics.soloReasons["cannot be wrapped: a declaration uses a top-level variable"] == 1)
        #expect(outputs.contains("on desk\non hall\noff hall\nlit desk\n"))
        #expect(
            batched.statistics.soloReasons[
                "cannot be wrapped: output may depend on object lifetimes (deinit, weak, unowned)"] == 1)
        // Those two units run from the merged runner as the programs they are (entry points
        // renamed); without batching every run unit is built, linked and run alone.
        #expect(alone.statistics.mergedRuns == 0 && alone.statistics.separateRuns >= 13)
        #expect(batched.statistics.mergedRuns + batched.statistics.separateRuns == alone.statistics.separateRuns)
        #expect(batched.statistics.mergedRuns >= 12)
        // The JSON report (`--format json`) carries the batching statistics CI reads.
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(JSONReportFormatter().format(batched).utf8))
                as? [String: Any])
        let statistics = try #require(json["statistics"] as? [String: Any])
        #expect(statistics["batchCompilations"] as? Int == batched.statistics.batchCompilations)
        #expect(statistics["batchedUnits"] as? Int == batched.statistics.batchedUnits)
        #expect(statistics["batchFallbacks"] as? Int == batched.statistics.batchFallbacks)
        #expect(statistics["compilerInvocations"] as? Int == batched.statistics.compilerInvocations)
        #expect((statistics["batchFallbacks"] as? Int ?? 0) >= 4)
        #expect((statistics["batchSizes"] as? [String: [Int]])?["check"] == batched.statistics.batchSizes["check"])
        #expect(batched.results.filter { $0.mode == .run && !$0.passed }.count == 2)
    }

    @Test func theSitesOwnContentGetsTheSameVerdictsBatchedAndAlone() async throws {
        let content = Site.sources.deletingLastPathComponent().appendingPathComponent("Content")
        var articles: [String: String] = [:]
        let walker = FileManager.default.enumerator(at: content, includingPropertiesForKeys: nil)
        while let url = walker?.nextObject() as? URL {
            guard url.pathExtension == "md" else { continue }
            let relative = String(url.path.dropFirst(content.deletingLastPathComponent().path.count + 1))
            articles[relative] = try String(contentsOf: url, encoding: .utf8)
        }
        #expect(articles.count >= 12)
        let (batched, alone) = try await Self.verifyBothWays(articles)
        Self.expectSame(batched, alone)
        #expect(batched.statistics.batchedUnits > 0)
        // Where a fork server can run (bubblewrap, galley as root: always in CI), the merged
        // runs went through it, and their outputs are the ones each got in a sandbox of its own.
        if ForkServerRequirement.isAvailable {
            #expect(batched.statistics.forkedRuns == batched.statistics.mergedRuns)
            #expect(batched.statistics.forkedRuns > 50)
        }
    }

    /// The runtime spells a type's module in qualified names (`dump`, `String(reflecting:)`), and
    /// a merged runner's modules are named by the batching; output reads as the unit alone
    /// prints it (module `Snippet`), whether batched, merged one by one or built alone.
    @Test func qualifiedTypeNamesReadAsInTheUnitAlone() async throws {
        var article = "# Names\n\n"
        for (index, name) in ["Card", "Card", "Shelf"].enumerated() {
            article += """
                ```swift run
                struct \(name) { var size = \(index) }
                enum Problem: Error { case missing }
                dump(\(name)())
                print(String(reflecting: \(name).self), String(reflecting: Problem.missing))
                ```


                """
        }
        let articles = ["Content/en/names.md": article]
        var outputs: [[String]] = []
        var reports: [VerificationReport] = []
        for (batch, merge) in [(true, true), (false, true), (false, false)] {
            let site = try Site(articles)
            defer { site.remove() }
            let report = try await site.verify(mergeRuns: merge, batchChecks: batch, forkServer: batch)
            reports.append(report)
            outputs.append(report.results.map { $0.actualOutput ?? "-" })
        }
        #expect(outputs[0] == outputs[1] && outputs[1] == outputs[2])
        #expect(outputs[0].first == "\u{25BF} Snippet.Card\n  - size: 0\nSnippet.Card Snippet.Problem.missing\n")
        #expect(reports[0].statistics.mergedRuns == 3 && reports[2].statistics.separateRuns == 3)
    }

    /// `compile-fail` units made of declarations, which share batches: errors a unit has itself
    /// (type errors, a misused `@Entry`, two units declaring the same name), and errors the
    /// compiler reports only once type-checking found none anywhere (a missing return, a
    /// `let` assigned twice), which another unit's type error would hide in a batch.
    static let failures: [String: String] = {
        let blocks: [(String, String)] = [
            ("cannot convert value", "struct Badge { var count: Int = \"three\" }"),
            (
                "can only attach to var",
                "import SwiftUI\nextension EnvironmentValues {\n    @Entry func tint() -> Int { 1 }\n}"
            ),
            ("missing return", "func total() -> Int {\n    let base = 2\n}"),
            (
                "immutable value",
                "struct Counter {\n    func bump() {\n        let value: Int\n        value = 1\n        value = 2\n        _ = value\n    }\n}"
            ),
            ("has no member", "struct Lamp { var on = false }\nextension Lamp { func flip() -> Bool { self.off } }"),
            ("cannot find type", "struct Shelf { var books: [Book] }"),
            ("cannot be applied", "struct Cup {}\nfunc same(_ a: Cup, _ b: Cup) -> Bool { a == b }"),
            ("'let'", "import SwiftUI\nextension EnvironmentValues {\n    @Entry let fixed: Int = 1\n}"),
            ("missing return", "struct Clock { var hour: Int { let h = 3 } }"),
        ]
        var article = "# Failures\n\n"
        for (expected, code) in blocks {
            article += "```swift compile-fail expect=\"\(expected)\"\n\(code)\n```\n\n"
        }
        return ["Content/en/failures.md": article]
    }()

    @Test func compileFailUnitsGetTheSameDiagnosticsBatchedAndAlone() async throws {
        let (batched, alone) = try await Self.verifyBothWays(Self.failures)
        Self.expectSame(batched, alone)
        #expect(batched.failedCount == 0, "\(batched.diagnostics)")
        #expect(batched.statistics.batchSizes["compile-fail"]?.sorted() == [2, 7])
        // The three units whose errors come after type-checking are handed back and checked alone.
        #expect(batched.statistics.soloReasons["compile-fail without an error of its own in its batch"] == 3)
        #expect(batched.results.allSatisfy { $0.compilerErrorText != nil })
    }

    /// `after=` units whose macro expansions are dumped, batched together: the same macros on
    /// properties of the same name in different types, `@Entry` keys that only their file's
    /// discriminator tells apart, and a unit with a top-level statement, which stays alone.
    static let comparisons: [String: String] = {
        var article = "# Comparisons\n\n"
        let sides: [(String, String)] = [
            ("lamp", "enum Lamp { @TaskLocal static var level = 1 }"),
            ("fan", "enum Fan { @TaskLocal static var level = 2 }"),
            ("kettle", "import Observation\n@Observable final class Kettle { var count = 0 }"),
            ("toaster", "import Observation\n@Observable final class Toaster { var count = 1 }"),
            ("glow", "import SwiftUI\nextension EnvironmentValues {\n    @Entry var glow: Double = 0.5\n}"),
            ("hum", "import SwiftUI\nextension EnvironmentValues {\n    @Entry var hum: Int = 3\n}"),
        ]
        for (name, code) in sides {
            article +=
                "```swift before=\(name)\nlet \(name) = 0\n_ = \(name)\n```\n\n```swift after=\(name)\n\(code)\n```\n\n"
        }
        article += "```swift before=read\nlet read = 0\n_ = read\n```\n\n"
        article += "```swift after=read\nenum Dial { @TaskLocal static var turn = 7 }\n_ = Dial.turn\n```\n"
        return ["Content/en/comparisons.md": article]
    }()

    @Test func macroExpansionsAreTheSameBatchedAndAlone() async throws {
        let (batched, alone) = try await Self.verifyBothWays(Self.comparisons)
        Self.expectSame(batched, alone)
        #expect(batched.failedCount == 0, "\(batched.diagnostics)")
        let expansions = batched.results.compactMap(\.macroExpansion)
        #expect(expansions.count == 7)
        // Each side shows its own expansions, and only its own.
        let lamp = try #require(expansions.first { $0.contains("TaskLocal(wrappedValue: 1") })
        #expect(!lamp.contains("wrappedValue: 2") && lamp.contains("// @TaskLocal (peer)"))
        let kettle = try #require(expansions.first { $0.contains("Kettle") })
        #expect(!kettle.contains("Toaster") && kettle.contains("// @Observable (member)"))
        let glow = try #require(expansions.first { $0.contains("__Key_glow") })
        #expect(!glow.contains("hum") && glow.contains("0.5"))
        // Of the sides, only the one with a statement is compiled alone; there are fewer check
        // batches than declaration-only sides, so at least two of them shared a batch.
        #expect(batched.statistics.soloReasons["macro expansions dumped"] == 1)
        #expect(batched.statistics.soloReasons["macro expansions not attributed to one unit"] == nil)
        #expect(batched.statistics.soloReasons["error in its batch"] == nil)
        #expect((batched.statistics.batchSizes["check"]?.count ?? 6) < 6)
        #expect(alone.statistics.soloReasons["batching off"] == alone.statistics.units)
    }

    /// A buffer two units could own: `@Entry`'s default-value buffer names `defaultValue`, which
    /// the other unit of the batch declares (`public`, so it keeps its module-wide name rather
    /// than file scope, ``FileScope``), besides the discriminator of the `after=` unit's file.
    /// The `after=` unit is then checked alone, with the same expansion as without batching.
    @Test func anAmbiguousExpansionSendsItsUnitAlone() async throws {
        let articles = [
            "Content/en/a.md": """
            ```swift
            import SwiftUI
            public func defaultValue() -> Int { 0 }
            ```

            ```swift after=glow
            import SwiftUI
            extension EnvironmentValues {
                @Entry var glow: Double = 0.5
            }
            ```

            ```swift before=glow
            let glow = 0.5
            _ = glow
            ```
            """
        ]
        let first = try Site(articles)
        defer { first.remove() }
        let second = try Site(articles)
        defer { second.remove() }
        let batched = try await first.verify(batchChecks: true, jobs: 1)
        let alone = try await second.verify(batchChecks: false, jobs: 1)
        Self.expectSame(batched, alone)
        #expect(batched.failedCount == 0, "\(batched.diagnostics)")
        #expect(batched.statistics.batchCompilations == 1)
        #expect(batched.statistics.soloReasons["macro expansions not attributed to one unit"] == 1)
        let glow = try #require(batched.result("Content/en/a.md", fence: 6)?.macroExpansion)
        #expect(glow.contains("__Key_glow") && glow.contains("// @Entry (peer)"))
    }

    static func verifyBothWays(_ articles: [String: String], hovers: Bool = false) async throws
        -> (batched: VerificationReport, alone: VerificationReport)
    {
        let first = try Site(articles)
        defer { first.remove() }
        let second = try Site(articles)
        defer { second.remove() }
        // Both at once, each in a cache of its own: the suite's longest tests are these, and one
        // after the other, the flagship's was its last to finish by far.
        async let batchedReport = first.verify(batchChecks: true, hovers: hovers)
        // As `--no-batch` does: every unit compiled alone, every run unit built and run as the
        // program it is, in a sandbox of its own. Four jobs (the batched side's plan depends on
        // its two; this side has no plan), so the heavier side holds more of the processes
        // that share the cores in a loaded suite.
        async let aloneReport = second.verify(
            mergeRuns: false, batchChecks: false, forkServer: false, hovers: hovers, jobs: 4)
        let (batched, alone) = try await (batchedReport, aloneReport)
        #expect(alone.statistics.forkedRuns == 0 && alone.statistics.mergedRuns == 0)
        return (batched, alone)
    }

    /// Records an issue naming each result that differs batched and alone, both ways.
    static func expectSame(
        _ batched: VerificationReport, _ alone: VerificationReport, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let (first, second) = (summary(batched), summary(alone))
        #expect(first.count == second.count, sourceLocation: sourceLocation)
        for (one, other) in zip(first, second) where one != other {
            Issue.record("batched: \(one)\nalone: \(other)", sourceLocation: sourceLocation)
        }
    }

    /// Everything a reader or CI sees of each result, without timings and cache flags, and with
    /// the addresses of a crash's backtrace frames blanked (they change from run to run anyway).
    static func summary(_ report: VerificationReport) -> [String] {
        report.results.map { result in
            [
                "\(result.file):\(result.fenceLine)", "\(result.status)", result.actualOutput ?? "-",
                result.compilerErrorText ?? "-", result.macroExpansion ?? "-",
                result.hovers.map { "\($0.line):\($0.column) \($0.hover.declaration) \($0.declarationLine ?? 0)" }
                    .joined(separator: "; "),
            ].joined(separator: " | ")
                .replacing(/0x[0-9a-f]+ <unavailable> \+ [0-9]+/, with: "<frame>")
                .replacing(/0x[0-9a-f]+/, with: "0x…")
        }
    }
}
