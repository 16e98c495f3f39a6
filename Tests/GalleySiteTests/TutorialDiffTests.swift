import Foundation
import GalleyHighlight
import GalleySnippets
import Testing

@testable import GalleySite

/// The derived diff of every step of the fixture tutorial (`Tests/Fixtures/Tutorial`).
///
/// The golden file `__Snapshots__/TutorialDiffTests/fixtureStepDiffs.txt` is our own output,
/// recorded on purpose (`GALLEY_RECORD=1`) and reviewed line by line against the fixture: it proves
/// that the diffs do not change unnoticed, not that they are right. The assertions below check
/// the properties that make them right independently.
@Suite struct TutorialDiffTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Tutorial/tally-counter.md")

    static func tutorial() throws -> Tutorial {
        let text = String(decoding: try Data(contentsOf: fixture), as: UTF8.self)
        let file = "Content/en/tally-counter.md"
        let blocks = FencedBlockScanner.scan(markdown: text, file: file)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let fences = blocks.map { $0.fenceLine...($0.closingLine ?? lines.count) }
        let sections = lines.enumerated().filter { offset, line in
            line.hasPrefix("## ") && !fences.contains { $0.contains(offset + 1) }
        }.map { TutorialOutline.Section(title: String($0.element.dropFirst(3)), line: $0.offset + 1) }
        let (tutorial, problems) = Tutorial.build(
            blocks: blocks, outline: TutorialOutline(file: file, line: 4, sections: sections))
        #expect(problems.isEmpty)
        return tutorial
    }

    static func diffs(_ tutorial: Tutorial) -> [(String, StepDiff)] {
        tutorial.steps.enumerated().flatMap { index, step in
            step.files.map { file in
                let previous = tutorial.previousVersion(of: file.spec.file!, before: index)
                return (
                    "\(step.name) — \(file.spec.file!)",
                    StepDiff.compute(previous: previous?.visibleCode, current: file.visibleCode)
                )
            }
        }
    }

    @Test func fixtureStepDiffs() throws {
        let diffs = Self.diffs(try Self.tutorial())
        #expect(diffs.count == 10)
        let text = diffs.map { "## \($0.0)\n\($0.1.text)" }.joined(separator: "\n\n") + "\n"
        ArticlePageSnapshot.assertMatches(text, suite: "TutorialDiffTests", test: "fixtureStepDiffs", ext: "txt")
    }

    @Test func diffsMarkNewFilesChangesAndFoldsFromTheFixture() throws {
        let diffs = Self.diffs(try Self.tutorial()).map(\.1)
        // The two files first appear at steps 1 and 3 of section 1.
        #expect(diffs.enumerated().filter { $0.element.isNewFile }.map(\.offset) == [0, 2])
        // Step 2 adds the row (10 lines with the blank line before it) and removes nothing.
        #expect(diffs[1].added == 10 && diffs[1].removed == 0)
        // Section 3, step 1 swaps `.environment(\.tallyStep, 10)` for `.tallyStep(10)`.
        #expect(diffs[6].lines.contains { $0.kind == .removed && $0.text.contains(".environment(\\.tallyStep, 10)") })
        #expect(diffs[6].lines.contains { $0.kind == .added && $0.text.contains(".tallyStep(10)") })
        // The last Tally.swift adds one line at the end; the long unchanged top is folded.
        #expect(diffs[8].added == 1 && diffs[8].removed == 0)
        #expect(diffs[8].lines.prefix(20).allSatisfy { $0.folded })
        #expect(!diffs[8].lines.contains { $0.kind != .same && $0.folded })
        // Every diff replays: applying it to the previous version gives this version.
        for diff in diffs where !diff.isNewFile {
            let rebuilt = diff.lines.filter { $0.kind != .removed }.map(\.text)
            #expect(rebuilt == diff.lines.compactMap { $0.newLine == nil ? nil : $0.text })
        }
    }
}
