import GalleyCore
import Testing

@testable import GalleySnippets

/// Tutorial input that cannot be verified: each problem has an exact location.
@Suite struct TutorialProblemTests {
    static let file = "Content/en/t.md"

    static func problems(_ markdown: String) -> [Diagnostic] {
        let blocks = FencedBlockScanner.scan(markdown: markdown, file: file)
        let plan = ArticlePlan(
            article: ArticleBlocks(
                file: file, blocks: blocks, outline: TutorialOutlineScanner.scan(markdown: markdown, file: file)))
        return plan.diagnostics + plan.settled.flatMap(\.diagnostics)
    }

    @Test func aStepWithoutAFileNameIsAnErrorAtTheFlag() {
        let problems = Self.problems(
            "---\ntitle: T\nlayout: tutorial\n---\n## One\n\nText.\n\n```swift step\nlet a = 1\n```\n")
        #expect(problems.map(\.id) == ["tutorial.step-without-file"])
        #expect(problems.first?.location == SourceLocation(file: Self.file, line: 9, column: 10))
    }

    @Test func aNameThatDiffersOnlyInCaseConflicts() {
        let problems = Self.problems(
            "---\ntitle: T\nlayout: tutorial\n---\n## One\n\nA.\n\n```swift step file=Theme.swift\nlet a = 1\n```\n\nB.\n\n```swift step file=theme.swift\nlet b = 1\n```\n"
        )
        #expect(problems.map(\.id) == ["tutorial.conflicting-file-name"])
        #expect(problems.first?.location == SourceLocation(file: Self.file, line: 15, column: 1))
        #expect(problems.first?.summary.contains("'Theme.swift' from step 1 of section 1") == true)
    }

    @Test func aStepOutsideATutorialIsAnError() {
        let problems = Self.problems("---\ntitle: T\n---\nText.\n\n```swift step file=A.swift\nlet a = 1\n```\n")
        #expect(problems.map(\.id) == ["tutorial.step-outside-tutorial"])
        #expect(problems.first?.location == SourceLocation(file: Self.file, line: 6, column: 1))
    }

    @Test func aTutorialWithoutStepsIsAnErrorAtItsLayoutLine() {
        let problems = Self.problems("---\ntitle: T\nlayout: tutorial\n---\n## One\n\n```swift\nlet a = 1\n```\n")
        #expect(problems.map(\.id) == ["tutorial.no-steps"])
        #expect(problems.first?.location == SourceLocation(file: Self.file, line: 3, column: 1))
    }

    @Test func binaryLookingContentCannotBeDiffedAndPointsAtTheCharacter() {
        let problems = Self.problems(
            "---\ntitle: T\nlayout: tutorial\n---\n## One\n\nA.\n\n```swift step file=A.swift\nlet a = 1\nlet b = \"\u{1}\"\n```\n"
        )
        #expect(problems.map(\.id) == ["tutorial.binary-content"])
        #expect(problems.first?.location == SourceLocation(file: Self.file, line: 11, column: 10))
    }

    @Test func aStepBeforeTheFirstSectionIsAnError() {
        let problems = Self.problems(
            "---\ntitle: T\nlayout: tutorial\n---\nA.\n\n```swift step file=A.swift\nlet a = 1\n```\n\n## One\n\nB.\n\n```swift step file=A.swift\nlet a = 2\n```\n"
        )
        #expect(problems.map(\.id) == ["tutorial.step-before-section"])
        #expect(problems.first?.location?.line == 7)
    }
}
