import GalleyCore
import Testing

@testable import GalleyYAML

@Suite struct YAMLMappingReaderTests {
    private let known = ["title", "date", "draft", "tags", "translationKey", "weight"]

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
                "post.md:3:3: front-matter.type: 'title' must be a string, not a list",
                "post.md:5:9: front-matter.type: 'weight' must be an integer, not a scalar",
            ])
    }

    @Test func unknownKeyWarnsWithNearMiss() throws {
        let reader = try reader("title: x\ntranslationkey: y\n")
        let warning = try #require(reader.diagnostics.first)
        #expect(warning.severity == .warning)
        #expect(warning.id == "front-matter.unknown-key")
        #expect(warning.summary == "unknown key 'translationkey'; did you mean 'translationKey'?")
        #expect(warning.location == SourceLocation(file: "post.md", line: 3, column: 1))
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
