import GalleyCore
import Testing

@testable import GalleyYAML

@Suite struct YAMLMappingReaderTests {
    private let known = ["title", "date", "draft", "tags", "translationKey", "weight", "order"]

    private func reader(_ yaml: String) throws -> YAMLMappingReader {
        let node = try #require(try YAMLParser.parse(yaml, file: "post.md", lineOffset: 1))
        return YAMLMappingReader(node, knownKeys: known, idPrefix: "front-matter")
    }

    @Test func readsTypedValues() throws {
        var reader = try reader("title: Hi\ndate: 2026-09-11\ndraft: false\ntags: [a, b]\nweight: 3\n")
        #expect(reader.string("title") == "Hi")
        #expect(reader.date("date")?.day == 11)
        #expect(reader.bool("draft") == false)
        #expect(reader.stringArray("tags") == ["a", "b"])
        #expect(reader.int("weight") == 3)
        #expect(reader.diagnostics.isEmpty)
    }

    @Test func wrongTypeIsAnErrorAtTheValue() throws {
        var reader = try reader("title:\n  - a\n  - b\nweight: '3'\n")
        #expect(reader.string("title") == nil)
        #expect(reader.int("weight") == nil)
        let messages = reader.diagnostics.map { "\($0.location!): \($0.id): \($0.summary)" }
        #expect(
            messages == [
                "post.md:3:3: front-matter.type: 'title' must be a string; found a list",
                "post.md:5:9: front-matter.type: 'weight' must be an integer; found '3'",
            ])
    }

    /// Messages say what the author wrote, not YAML's word for it ("a scalar").
    @Test func wrongTypeNamesWhatWasFound() throws {
        var reader = try reader("title: x\ndate: 2026-13-45\norder: first\n")
        #expect(reader.date("date") == nil)
        #expect(reader.int("order") == nil)
        #expect(
            reader.diagnostics.map(\.summary) == [
                "'date' must be a date written YYYY-MM-DD; found '2026-13-45'",
                "'order' must be an integer; found 'first'",
            ])
    }

    /// libyaml finds an unclosed quote only where the text ends; the error points at the quote.
    @Test func unclosedQuoteIsReportedAtTheQuote() throws {
        let yaml = "title: x\nsummary: \"never closed\ndate: 2026-01-01\n"
        #expect(throws: DiagnosticError.self) { try YAMLParser.parse(yaml, file: "post.md", lineOffset: 1) }
        do {
            _ = try YAMLParser.parse(yaml, file: "post.md", lineOffset: 1)
        } catch {
            let diagnostic = try #require(error.diagnostics.first)
            #expect(diagnostic.location?.description == "post.md:3:10")
            #expect(diagnostic.summary == "invalid YAML: this quote is never closed")
        }
    }

    @Test func unknownKeyWarnsWithNearMiss() throws {
        let reader = try reader("title: x\ntranslationkey: y\n")
        let warning = try #require(reader.diagnostics.first)
        #expect(warning.severity == .warning)
        #expect(warning.id == "front-matter.unknown-key")
        #expect(warning.summary == "unknown key 'translationkey'; did you mean 'translationKey'?")
        #expect(warning.location == SourceLocation(file: "post.md", line: 3, column: 1))
    }

    /// In a configuration file a typo would leave its setting at the default without a word.
    @Test func nearMissIsAnErrorWhereAsked() throws {
        let node = try #require(try YAMLParser.parse("snippets:\n  runtim: none\n", file: "site.yml"))
        var reader = YAMLMappingReader(node, knownKeys: ["snippets"], idPrefix: "config", nearMissIsError: true)
        let mapping = reader.mapping("snippets", knownKeys: ["runtime", "imports"])
        let nested = try #require(mapping)
        let error = try #require(nested.diagnostics.first)
        #expect(error.severity == .error)
        #expect(
            error.summary == "unknown key 'runtim'; did you mean 'runtime'? As written, 'runtime' keeps its default")
        #expect(error.location == SourceLocation(file: "site.yml", line: 2, column: 3))
        let unrelated = YAMLMappingReader(
            try #require(try YAMLParser.parse("zzzzzzzz: 1\n", file: "site.yml")), knownKeys: ["snippets"],
            idPrefix: "config", nearMissIsError: true)
        #expect(unrelated.diagnostics.map(\.severity) == [.warning])
    }

    @Test func unrelatedUnknownKeyHasNoSuggestion() throws {
        let reader = try reader("zzzzzzzz: 1\n")
        #expect(reader.diagnostics.map(\.summary) == ["unknown key 'zzzzzzzz'"])
    }

    @Test func requiredKeyMissingIsAnError() throws {
        var reader = try reader("date: 2026-01-01\n")
        #expect(reader.requiredString("title") == nil)
        #expect(reader.diagnostics.map(\.id) == ["front-matter.missing-key"])
    }

    @Test func nonMappingRootIsATypeError() throws {
        let reader = try reader("- a\n- b\n")
        #expect(reader.diagnostics.map(\.id) == ["front-matter.type"])
    }

    @Test func nestedMappingsUseTheSamePrefix() throws {
        var outer = try reader("title: x\ndate: {year: 1}\n")
        let nested = outer.mapping("date", knownKeys: ["yaer"])
        var inner = try #require(nested)
        #expect(inner.int("year") == 1)
        #expect(inner.diagnostics.map(\.id) == ["front-matter.unknown-key"])
        #expect(inner.diagnostics.first?.summary.hasSuffix("did you mean 'yaer'?") == true)
    }
}
