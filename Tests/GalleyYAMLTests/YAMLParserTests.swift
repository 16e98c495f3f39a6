import GalleyCore
import Testing

@testable import GalleyYAML

@Suite struct YAMLParserTests {
    private func parse(_ text: String, lineOffset: Int = 0) throws -> YAMLNode {
        try #require(try YAMLParser.parse(text, file: "a.yml", lineOffset: lineOffset))
    }

    private func error(_ text: String, lineOffset: Int = 0) -> Diagnostic? {
        do {
            _ = try YAMLParser.parse(text, file: "a.yml", lineOffset: lineOffset)
            return nil
        } catch {
            return error.diagnostics.first
        }
    }

    @Test func keepsMappingOrderAndScalarStyles() throws {
        let root = try parse("b: plain\na: 'single'\nc: \"double\"\nd: |\n  lit\ne: >\n  fold\n")
        let mapping = try #require(root.mapping)
        #expect(mapping.keys == ["b", "a", "c", "d", "e"])
        #expect(mapping["b"]?.scalar?.style == .plain)
        #expect(mapping["a"]?.scalar?.style == .singleQuoted)
        #expect(mapping["c"]?.scalar?.style == .doubleQuoted)
        #expect(mapping["d"]?.scalar?.value == "lit\n")
        #expect(mapping["d"]?.scalar?.style == .literal)
        #expect(mapping["e"]?.scalar?.style == .folded)
    }

    @Test func recordsOneBasedLinesAndByteColumns() throws {
        // "é" is two UTF-8 bytes, so the value after it starts at byte column 8, character column 7.
        let root = try parse("title: x\nlist:\n  - é: v\n", lineOffset: 10)
        let mapping = try #require(root.mapping)
        #expect(
            mapping.entry("title")?.keyLocation == SourceLocation(file: "a.yml", line: 11, column: 1))
        #expect(mapping["title"]?.location == SourceLocation(file: "a.yml", line: 11, column: 8))
        let item = try #require(mapping["list"]?.sequence?.first?.mapping)
        #expect(item.entry("é")?.keyLocation == SourceLocation(file: "a.yml", line: 13, column: 5))
        #expect(item["é"]?.location == SourceLocation(file: "a.yml", line: 13, column: 9))
    }

    @Test func columnsAfterByteOrderMarkCountItsBytes() throws {
        let root = try parse("\u{FEFF}k: v\n")
        #expect(root.mapping?["k"]?.location.column == 7)
    }

    @Test func emptyDocumentIsNil() throws {
        #expect(try YAMLParser.parse("", file: "a.yml") == nil)
        #expect(try YAMLParser.parse("# only a comment\n", file: "a.yml") == nil)
    }

    @Test func syntaxErrorIsLocatedAtLibYAMLsMark() throws {
        let diagnostic = try #require(error("a: b\nc: d: e\n", lineOffset: 1))
        #expect(diagnostic.id == "yaml.syntax")
        #expect(diagnostic.location == SourceLocation(file: "a.yml", line: 3, column: 5))
        #expect(diagnostic.summary.contains("mapping values are not allowed"))
    }

    /// libyaml finds an unclosed quote only where the text ends; the error points at the quote.
    @Test func unclosedQuoteIsReportedAtTheQuote() throws {
        let diagnostic = try #require(error("title: \"open\nsummary: x\n"))
        #expect(diagnostic.id == "yaml.syntax")
        #expect(diagnostic.location?.line == 1 && diagnostic.location?.column == 8)
        #expect(diagnostic.summary.contains("never closed"))
        #expect(diagnostic.notes.first?.message.contains("without a closing quote") == true)
    }

    /// The next line's own quote closes a quote left open, and libyaml fails a line late;
    /// the error still points at the quote left open.
    @Test func quoteClosedOnlyByTheNextLineIsReportedAtTheQuote() throws {
        let diagnostic = try #require(error("title: \"open\nsummary: \"One line.\"\ndate: 2026-01-01\n"))
        #expect(diagnostic.id == "yaml.syntax")
        #expect(diagnostic.location?.line == 1 && diagnostic.location?.column == 8, "\(diagnostic)")
        #expect(diagnostic.summary == "invalid YAML: this quote is not closed on its line")
        #expect(diagnostic.notes.first?.location?.line == 2)
        // Quotes closed on their line, escaped or doubled, are not blamed.
        let other = try #require(error("a: \"x \\\" y\"\nb: 'it''s'\nc: d: e\n"))
        #expect(other.summary.contains("mapping values are not allowed"), "\(other)")
    }

    @Test func controlCharacterIsASyntaxErrorNotACrash() throws {
        let diagnostic = try #require(error("a: b\u{1}\n"))
        #expect(diagnostic.id == "yaml.syntax")
        #expect(diagnostic.location?.line == 1)
    }

    @Test func duplicateKeyPointsAtBothKeys() throws {
        let diagnostic = try #require(error("title: a\ndate: 2026-01-01\ntitle: b\n"))
        #expect(diagnostic.id == "yaml.duplicate-key")
        #expect(diagnostic.location == SourceLocation(file: "a.yml", line: 3, column: 1))
        #expect(diagnostic.notes.first?.location == SourceLocation(file: "a.yml", line: 1, column: 1))
    }

    @Test func duplicateKeysInDifferentMappingsAreFine() throws {
        let root = try parse("a: {x: 1}\nb: {x: 2}\n")
        #expect(root.mapping?["b"]?.mapping?["x"]?.int == 2)
    }

    @Test(arguments: [
        "a: &x [1, 2]\nb: *x\n",
        "a: &a [\"lol\",\"lol\"]\nb: &b [*a,*a,*a]\nc: [*b,*b,*b]\n",
    ])
    func aliasesAreRejected(text: String) throws {
        let diagnostic = try #require(error(text))
        #expect(diagnostic.id == "yaml.alias")
        #expect(diagnostic.location?.line == 2)
    }

    @Test func collectionKeysAreRejected() throws {
        #expect(error("? [a, b]\n: c\n")?.id == "yaml.complex-key")
    }

    @Test func deepNestingIsAnErrorNotACrash() throws {
        let deep = String(repeating: "[", count: 10_000)
        #expect(error(deep)?.id == "yaml.too-deep")
        let fine = String(repeating: "[", count: 50) + String(repeating: "]", count: 50)
        #expect(try parse(fine).sequence?.count == 1)
    }

    @Test func secondDocumentIsRejected() throws {
        let diagnostic = try #require(error("a: 1\n---\nb: 2\n"))
        #expect(diagnostic.id == "yaml.multiple-documents")
        #expect(diagnostic.location?.line == 2)
    }

    /// libyaml reports an indented key at a later line ("did not find expected <document
    /// start>", "mapping values are not allowed in this context"); the key's own line is named.
    @Test(arguments: [
        ("  title: Hello\nsummary: A page\n", 1, 3, "the first key, 'title', is indented"),
        (
            "title: Hello\nsummary: A page\n  date: 2026-01-02\n", 3, 3,
            "key 'date' is indented under 'summary', which already has a value"
        ),
    ])
    func indentedKeysAreNamedAtTheirLine(yaml: String, line: Int, column: Int, message: String) throws {
        let diagnostic = try #require(error(yaml))
        #expect(diagnostic.id == "yaml.syntax")
        #expect(diagnostic.location?.line == line && diagnostic.location?.column == column, "\(diagnostic)")
        #expect(diagnostic.summary.contains(message), "\(diagnostic.summary)")
    }

    /// Nesting under a key without a value stays valid YAML, with no complaint.
    @Test func indentationUnderAnOpenKeyIsFine() throws {
        #expect(try parse("snippets:\n  runtime: none\ntitle: x\n").mapping?.keys == ["snippets", "title"])
    }
}
