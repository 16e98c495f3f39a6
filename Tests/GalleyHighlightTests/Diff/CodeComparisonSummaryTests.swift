import Testing

@testable import GalleyHighlight

@Suite struct CodeComparisonSummaryTests {
    static let handWritten = """
        private struct AccentKey: EnvironmentKey {
            static let defaultValue: Color = .blue
        }

        extension EnvironmentValues {
            var accent: Color {
                get { self[AccentKey.self] }
                set { self[AccentKey.self] = newValue }
            }
        }
        """
    static let withEntry = """
        extension EnvironmentValues {
            @Entry var accent: Color = .blue
        }
        """

    @Test func entryReplacesAKeyTypeAndTwoAccessors() {
        let summary = CodeComparisonSummary.compute(before: Self.handWritten, after: Self.withEntry)
        #expect(summary.linesBefore == 9)
        #expect(summary.linesAfter == 3)
        #expect(
            summary.changes == [
                DeclarationChange(kind: .type, count: 1, direction: .removed),
                DeclarationChange(kind: .accessor, count: 2, direction: .removed),
            ])
    }

    @Test func reverseComparisonAddsThem() {
        let summary = CodeComparisonSummary.compute(before: Self.withEntry, after: Self.handWritten)
        #expect(
            summary.changes == [
                DeclarationChange(kind: .type, count: 1, direction: .added),
                DeclarationChange(kind: .accessor, count: 2, direction: .added),
            ])
    }

    @Test func identicalCodeHasNoChanges() {
        let summary = CodeComparisonSummary.compute(before: Self.handWritten, after: Self.handWritten)
        #expect(summary.changes.isEmpty)
        #expect(summary.linesBefore == summary.linesAfter)
    }

    @Test func countsEachKindOnce() {
        let before = """
            struct A { func f(x: Int) {} }
            var total: Int { 3 }
            """
        let after = """
            struct A { func f(y: Int) {}; init() {} }
            extension A { var a = 1, b = 2 }
            enum E {}
            """
        let summary = CodeComparisonSummary.compute(before: before, after: after)
        #expect(
            summary.changes == [
                DeclarationChange(kind: .function, count: 1, direction: .removed),
                DeclarationChange(kind: .property, count: 1, direction: .removed),
                DeclarationChange(kind: .type, count: 1, direction: .added),
                DeclarationChange(kind: .extension, count: 1, direction: .added),
                DeclarationChange(kind: .function, count: 2, direction: .added),
            ])
    }

    @Test func computedGetterCountsAsOneAccessor() {
        let summary = CodeComparisonSummary.compute(
            before: "struct S { var x = 1 }", after: "struct S { var x: Int { 1 } }")
        #expect(summary.changes == [DeclarationChange(kind: .accessor, count: 1, direction: .added)])
    }

    @Test func localsInsideBodiesAreNotDeclarationsOfTheSnippet() {
        let summary = CodeComparisonSummary.compute(
            before: "func f() { let a = 1 }", after: "func f() { let b = 2; func g() {} }")
        #expect(summary.changes.isEmpty)
    }
}
