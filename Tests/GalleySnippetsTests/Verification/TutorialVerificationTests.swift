import Foundation
import GalleyCore
import Testing

@testable import GalleySnippets

/// The fixture tutorial verified step by step with the real compiler: each step's project is
/// the latest version of every file so far, run where the step says so.
@Suite struct TutorialVerificationTests {
    static func tutorial(_ text: String = TutorialFixture.text) -> (Tutorial, [Tutorial.Problem]) {
        let path = TutorialFixture.path
        return Tutorial.build(
            blocks: FencedBlockScanner.scan(markdown: text, file: path),
            outline: TutorialOutlineScanner.scan(markdown: text, file: path)!)
    }

    @Test func theFixtureHasNineStepsInThreeSectionsOverTwoFiles() {
        let (tutorial, problems) = Self.tutorial()
        #expect(problems.isEmpty)
        #expect(tutorial.steps.count == 9)
        #expect(tutorial.steps.map(\.name).last == "step 3 of section 3")
        #expect(tutorial.steps.map(\.section) == [1, 1, 1, 2, 2, 2, 3, 3, 3])
        #expect(tutorial.steps[8].files.compactMap(\.spec.file) == ["Tally.swift", "main.swift"])
        #expect(tutorial.project(at: 2).compactMap(\.spec.file) == ["Tally.swift", "main.swift"])
        #expect(tutorial.project(at: 0).compactMap(\.spec.file) == ["Tally.swift"])
        #expect(tutorial.previousVersion(of: "main.swift", before: 2) == nil)
        #expect(tutorial.previousVersion(of: "Tally.swift", before: 4)?.block.fenceLine == tutorial.steps[1].fenceLine)
        #expect(tutorial.steps.filter(\.runs).count == 5)
        #expect(tutorial.steps[2].files[0].expectedOutput?.code == "Cups counts by 1\n")
    }

    @Test func everyStepCompilesAndRunsWithItsOutputCheckedAndTheSecondPassIsCached() async throws {
        let site = try Site([TutorialFixture.path: TutorialFixture.text])
        defer { site.remove() }
        let report = try await site.verify()
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
        #expect(report.results.count == 10)
        #expect(report.results.allSatisfy { $0.passed })
        #expect(report.statistics.units == 9)
        let last = try #require(report.results.last)
        #expect(last.actualOutput == "Cups counts by 3\nPlates counts by 10\nBowls counts by 3\n")
        #expect(last.unitID == "\(TutorialFixture.path)#step=3.3")
        // Every run step evaluates a view, so each has its preview from the same run, with the
        // inspector's lines mapped to the Markdown file.
        let runs = report.results.filter { !$0.previews.isEmpty }
        #expect(runs.count == 5)
        #expect(runs.allSatisfy { $0.previews.count == 1 })
        #expect(runs.map { String($0.unitID.suffix(3)) } == ["1.3", "2.1", "2.3", "3.2", "3.3"])
        let setFromParent = try #require(runs.dropFirst().first?.previews.first)
        let read = setFromParent.elements.flatMap(\.reads).first { $0.name == "tallyStep" }
        #expect(read?.value == "5")
        #expect(read?.modifier == ".environment")
        #expect(read?.line == TutorialFixture.line(of: "        .environment(\\.tallyStep, 5)"))
        let again = try await site.verify()
        #expect(again.statistics.cacheHits == 9)
        #expect(again.results.allSatisfy { $0.passed })
    }

    @Test func aBrokenStepNamesItselfPointsAtItsLineAndTheNextStepThatKeepsTheFileFails() async throws {
        let broken = TutorialFixture.text.replacingOccurrences(
            of: "            TallyRow(label: \"Plates\")\n                .environment(\\.tallyStep, 10)",
            with: "            TallyRow(title: \"Plates\")\n                .environment(\\.tallyStep, 10)")
        #expect(broken != TutorialFixture.text)
        let site = try Site([TutorialFixture.path: broken])
        defer { site.remove() }
        let report = try await site.verify()
        let (tutorial, _) = Self.tutorial(broken)
        let badLine = TutorialFixture.line(of: "            TallyRow(title: \"Plates\")", in: broken)
        let failing = try #require(report.result(TutorialFixture.path, fence: tutorial.steps[4].fenceLine))
        let error = try #require(failing.diagnostics.first)
        #expect(error.summary.hasPrefix("step 2 of section 2: "), "\(error)")
        #expect(error.location == SourceLocation(file: TutorialFixture.path, line: badLine, column: 21))
        let carried = try #require(report.result(TutorialFixture.path, fence: tutorial.steps[5].fenceLine))
        let carriedError = try #require(carried.diagnostics.first)
        #expect(carriedError.summary.hasPrefix("step 3 of section 2: "))
        #expect(carriedError.location?.line == badLine)
        #expect(carriedError.notes.contains { $0.location?.line == tutorial.steps[5].fenceLine })
        // Section 3 rewrites the file, so it compiles again; earlier steps never saw the change.
        for index in [0, 1, 2, 3, 6, 7, 8] {
            for file in tutorial.steps[index].files {
                #expect(report.result(TutorialFixture.path, fence: file.block.fenceLine)?.passed == true)
            }
        }
        #expect(report.failedCount == 2)
    }

    @Test func aWrongOutputFailsAtTheOutputBlockOfItsStep() async throws {
        let broken = TutorialFixture.text.replacingOccurrences(of: "Cups counts by 5\n", with: "Cups counts by 6\n")
        let site = try Site([TutorialFixture.path: broken])
        defer { site.remove() }
        let report = try await site.verify()
        #expect(report.failedCount == 1)
        let error = try #require(report.results.flatMap(\.diagnostics).first)
        #expect(error.id == "snippet.output-mismatch")
        #expect(error.location?.line == TutorialFixture.line(of: "Cups counts by 6", in: broken))
    }
}
