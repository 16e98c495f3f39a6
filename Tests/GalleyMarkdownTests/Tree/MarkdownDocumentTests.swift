import GalleyCore
import Testing

@testable import GalleyMarkdown

@Suite struct MarkdownDocumentTests {
    @Test func convertsKindsInDocumentOrder() {
        let document = MarkdownDocument(parsing: "# Title\n\nSome *em* and `code`.\n", file: "a.md")
        #expect(
            document.nodes.map(\.kind) == [
                .document, .heading(level: 1), .text("Title"), .paragraph, .text("Some "), .emphasis,
                .text("em"),
                .text(" and "), .code("code"), .text("."),
            ])
        let paragraph = document.nodes[3]
        #expect(
            document.children(of: paragraph).map(\.kind) == [
                .text("Some "), .emphasis, .text(" and "), .code("code"), .text("."),
            ])
        #expect(document.parent(of: paragraph)?.kind == .document)
        #expect(Array(document.children(of: document.root)).count == 2)
    }

    @Test func rangesAreFileLinesAndByteColumns() throws {
        let document = MarkdownDocument(
            parsing: "Intro\n\n> Čuvaj [link](x.md)\n", file: "guide.md", lineOffset: 5)
        // "> " is 2 bytes and "Č" is 2 bytes, so "[" is the 10th byte.
        let link = try #require(
            document.nodes.first { if case .link = $0.kind { true } else { false } })
        #expect(document.range(of: link).lowerBound == SourceLocation(file: "guide.md", line: 8, column: 10))
        #expect(document.range(of: link).upperBound == SourceLocation(file: "guide.md", line: 8, column: 22))
        #expect(link.span == SourceSpan(startLine: 8, startColumn: 10, endLine: 8, endColumn: 22))
        #expect(document.root.startLine == 6)
    }

    @Test func breaksTakeThePositionBeforeThem() throws {
        let document = MarkdownDocument(parsing: "one\ntwo\n", file: "a.md")
        let softBreak = try #require(document.nodes.first { $0.kind == .softBreak })
        #expect(softBreak.startLine == 1)
    }

    @Test func readsListsTasksAndTables() {
        let source =
            "3) a\n4) b\n\n- [ ] todo\n- [x] done\n\n| l | c | r | n |\n|:--|:-:|--:|---|\n| 1 | 2 | 3 | 4 |\n"
        let kinds = MarkdownDocument(parsing: source, file: "a.md").nodes.map(\.kind)
        #expect(
            kinds.contains(
                .list(ListAttributes(isOrdered: true, start: 3, isTight: true, delimiter: .parenthesis))))
        #expect(kinds.contains(.item(task: .unchecked)))
        #expect(kinds.contains(.item(task: .checked)))
        #expect(kinds.contains(.table(alignments: [.left, .center, .right, .none])))
        #expect(kinds.filter { $0 == .tableRow(isHeader: true) }.count == 1)
        #expect(kinds.filter { $0 == .tableRow(isHeader: false) }.count == 1)
    }

    @Test func extensionsCanBeTurnedOff() {
        let source = "~~gone~~ www.example.com\n\n| a |\n|---|\n"
        let plain = MarkdownDocument(parsing: source, file: "a.md", extensions: [])
        #expect(!plain.nodes.contains { $0.kind == .strikethrough || $0.kind == .tableCell })
        let gfm = MarkdownDocument(parsing: source, file: "a.md")
        #expect(gfm.nodes.contains { $0.kind == .strikethrough })
        #expect(gfm.nodes.contains { $0.kind == .tableCell })
        #expect(
            gfm.nodes.contains { $0.kind == .link(destination: "http://www.example.com", title: "") })
    }

    @Test func numbersFootnotesInOrderOfReference() {
        let source = "A[^b] B[^a] C[^b]\n\n[^a]: first defined\n[^b]: second defined\n"
        let kinds = MarkdownDocument(parsing: source, file: "a.md").nodes.map(\.kind)
        #expect(
            kinds.filter { if case .footnoteReference = $0 { true } else { false } } == [
                .footnoteReference(number: 1), .footnoteReference(number: 2), .footnoteReference(number: 1),
            ])
        #expect(kinds.filter { if case .footnoteDefinition = $0 { true } else { false } }.count == 2)
    }

    @Test func codeBlockAttributes() {
        let document = MarkdownDocument(
            parsing: "```swift title=A.swift\nlet a = 1\n```\n\n    indented\n", file: "a.md")
        let blocks = document.nodes.compactMap { node -> CodeBlockAttributes? in
            if case .codeBlock(let code) = node.kind { code } else { nil }
        }
        #expect(
            blocks == [
                CodeBlockAttributes(isFenced: true, info: "swift title=A.swift", literal: "let a = 1\n"),
                CodeBlockAttributes(isFenced: false, info: "", literal: "indented\n"),
            ])
        #expect(blocks.map(\.language) == ["swift", nil])
    }

    @Test func emptyDocumentHasOnlyItsRoot() {
        let document = MarkdownDocument(parsing: "", file: "empty.md")
        #expect(document.nodes.map(\.kind) == [.document])
        #expect(document.html() == "")
    }
}
