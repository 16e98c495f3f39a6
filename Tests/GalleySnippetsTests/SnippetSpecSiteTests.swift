import Testing

@testable import GalleySnippets

/// The info strings the site's own guides use parse to the modes the pages show.
@Suite struct SnippetSpecSiteTests {
    func block(_ info: String) -> FencedBlock {
        FencedBlock(
            file: "Content/en/a.md", info: info, code: "print(1)\n", fenceLine: 3, contentStartLine: 4, closingLine: 5,
            directlyFollowsPrevious: false)
    }

    @Test func parsesRunWithTimeout() throws {
        let spec = try SnippetSpec.parse(block("swift run timeout=3")).get()
        #expect(spec.mode == .run)
        #expect(spec.timeout == 3)
    }

    @Test func parsesComparisonSides() throws {
        #expect(try SnippetSpec.parse(block("swift before=theme")).get().before == "theme")
        #expect(try SnippetSpec.parse(block("swift after=theme")).get().after == "theme")
    }
}

@Suite struct SnippetLanguageAttributeTests {
    func block(_ info: String) -> FencedBlock {
        FencedBlock(
            file: "Content/hr/a.md", info: info, code: "print(1)\n", fenceLine: 3, contentStartLine: 4,
            closingLine: 5, directlyFollowsPrevious: false)
    }

    @Test func readsTheCodesLanguage() throws {
        #expect(try SnippetSpec.parse(block("swift lang=en")).get().language == "en")
        #expect(try SnippetSpec.parse(block("swift run lang=hr-HR")).get().language == "hr-HR")
    }

    @Test(arguments: ["e", "english!", "en--x", "123"])
    func rejectsWhatIsNotALanguageTag(tag: String) {
        guard case .failure(let error) = SnippetSpec.parse(block("swift lang=\(tag)")) else {
            Issue.record("'\(tag)' accepted")
            return
        }
        #expect(error.diagnostics.first?.id == "snippet.invalid-value")
    }
}
