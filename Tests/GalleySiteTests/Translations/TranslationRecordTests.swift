import Foundation
import GalleyCore
import Testing

@testable import GalleySite
@testable import GalleyTranslations

@Suite struct TranslationRecordTests {
    /// Front matter with a comment, odd quoting and a key after the block, to prove they survive.
    static let recorded = """
        ---
        # Croatian edition
        title:   'Boje'   # kept as written
        translatedFrom:
          revision: "000000000000"
          parts:
            "section:introduction": "00000000"

        translationKey: colours
        date: 2026-11-02
        ---

        Pogledi čitaju boje iz okruženja.

        """

    @Test(arguments: ["\n", "\r\n"])
    func replacingTheBlockLeavesEveryOtherByteAlone(newline: String) throws {
        let fixture = try TranslationFixture()
        defer { fixture.remove() }
        try fixture.write("en/colours.md", TranslationFixture.english)
        let original = Self.recorded.replacingOccurrences(of: "\n", with: newline)
        try fixture.write("hr/boje.md", original)
        try fixture.markCurrent("hr/boje.md")
        let rewritten = try fixture.read("hr/boje.md")
        let entry = try #require(try fixture.report().entry(forTranslation: "hr/boje.md"))
        #expect(entry.status == .upToDate)
        // Cut the new block out: what is left must be the original without its old block.
        let before = rewritten.components(separatedBy: "translatedFrom:")[0]
        let after = try #require(rewritten.range(of: newline + newline + "translationKey")).lowerBound
        #expect(
            before
                == "---\(newline)# Croatian edition\(newline)title:   'Boje'   # kept as written\(newline)")
        #expect(
            String(rewritten[after...])
                == String(
                    original[
                        try #require(original.range(of: newline + newline + "translationKey")).lowerBound...]))
        #expect(!rewritten.contains("000000000000"))
        #expect(!rewritten.replacingOccurrences(of: "\r\n", with: "").contains("\n") || newline == "\n")
    }

    @Test func addsTheBlockBeforeTheClosingFenceWhenAbsent() throws {
        let fixture = try TranslationFixture()
        defer { fixture.remove() }
        try fixture.write("en/colours.md", TranslationFixture.english)
        try fixture.write("hr/boje.md", TranslationFixture.croatian)
        try fixture.markCurrent("hr/boje.md")
        let rewritten = try fixture.read("hr/boje.md")
        let (project, _) = fixture.load()
        let source = try #require(project?.catalog.articles.first { $0.contentPath == "en/colours.md" })
        let block = ScaffoldYAML.translatedFrom(SourceRevision(of: source)).joined(separator: "\n")
        let expected = TranslationFixture.croatian.replacingOccurrences(
            of: "translationKey: colours\n---\n", with: "translationKey: colours\n\(block)\n---\n")
        #expect(rewritten == expected)
    }

    @Test func fileWithoutFrontMatterIsRefused() throws {
        let fixture = try TranslationFixture()
        defer { fixture.remove() }
        try fixture.write("en/colours.md", TranslationFixture.english)
        try fixture.write("hr/boje.md", TranslationFixture.croatian)
        let (project, _) = fixture.load()
        var translation = try #require(
            project?.catalog.articles.first { $0.contentPath == "hr/boje.md" })
        translation.source = "Nema front mattera.\n"
        translation.frontMatter = .init(
            yaml: nil, yamlFirstLine: 1, body: translation.source, bodyFirstLine: 1)
        #expect(throws: DiagnosticError.self) {
            try TranslationRecord.recording(SourceRevision(parts: []), in: translation)
        }
    }
}
