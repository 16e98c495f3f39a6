import GalleyCore
import GalleySnippets
import Testing

@testable import GalleySite

@Suite struct DocCSourceTests {
    static let page = """
        # Cooking

        @Metadata {
            @DisplayName("Cooking")
        }

        @Row {
            @Column {
                Text in a column.

                ```swift run
                func f() {
                }
                print(1)
                ```
            }
        }

        @Comment {
            ```swift
            never compiled
            ```
        }

        @Snippet(path: "Larder/Snippets/Shopping",
                 slice: "list")

        @MainActor is a global actor.

        """

    @Test func directivesBecomeBlankLinesAndTheLineCountHolds() {
        let source = DocCSource(parsing: Self.page, file: "C.md")
        let lines = source.markdown.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == Self.page.split(separator: "\n", omittingEmptySubsequences: false).count)
        for line in [3, 4, 5, 7, 8, 16, 17, 19, 23, 25, 26] { #expect(lines[line - 1] == "", "line \(line)") }
        #expect(source.directives.map(\.name) == ["Metadata", "DisplayName", "Row", "Column", "Comment", "Snippet"])
        #expect(source.directives[1].location == SourceLocation(file: "C.md", line: 4, column: 5))
        #expect(source.directives.last?.arguments == "path: \"Larder/Snippets/Shopping\",\n         slice: \"list\"")
        // `@MainActor is …` is prose: a directive's name is followed by nothing, `(` or `{`.
        #expect(lines[27] == "@MainActor is a global actor.")
    }

    /// A fenced block nested in two directives is a fenced block, its lines moved left by the
    /// directives' indentation, which the shifts record; its `}` line closes no directive.
    @Test func nestedBlocksAreCodeWithTheirColumnsKept() {
        let source = DocCSource(parsing: Self.page, file: "C.md")
        let lines = source.markdown.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[10] == "```swift run")
        #expect(lines[12] == "}")
        #expect(source.shifts[10] == 8)
        var diagnostics = Diagnostics()
        let document = PackageDocument(text: Self.page, path: "C.md", catalog: "Larder", into: &diagnostics)
        let blocks = document.blocks.blocks
        #expect(blocks.count == 1, "the @Comment block is hidden")
        #expect(blocks.first?.fenceLine == 11)
        #expect(blocks.first?.indentation == 8)
        #expect(blocks.first?.code == "func f() {\n}\nprint(1)\n")
        #expect(diagnostics.isEmpty)
    }

    /// Outside a catalog (a README), `@` lines are GitHub's Markdown and nothing is removed.
    @Test func aReadmeKeepsItsText() {
        var diagnostics = Diagnostics()
        let document = PackageDocument(
            text: "@Row {\n```swift\nlet a = 1\n```\n}\n", path: "README.md", catalog: nil, into: &diagnostics)
        #expect(document.directives.isEmpty)
        #expect(document.blocks.blocks.map(\.fenceLine) == [2])
        #expect(document.links.isEmpty)
    }
}
