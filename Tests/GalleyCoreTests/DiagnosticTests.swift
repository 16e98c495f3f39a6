import Testing

@testable import GalleyCore

@Suite struct DiagnosticTests {
    @Test func printsInSwiftcFormatWithItsIdAndNotes() {
        let diagnostic = Diagnostic.error(
            "snippet.compiler", at: SourceLocation(file: "Content/en/a.md", line: 12, column: 5),
            "cannot find 'Theme' in scope",
            notes: [
                .init(location: SourceLocation(file: "Content/en/a.md", line: 12, column: 5), message: "in snippet"),
                .init(message: "no location"),
            ])
        #expect(
            diagnostic.description == """
                Content/en/a.md:12:5: error: cannot find 'Theme' in scope [snippet.compiler]
                Content/en/a.md:12:5: note: in snippet
                note: no location
                """)
    }

    @Test func aDiagnosticWithoutLocationIsGalleys() {
        #expect(
            Diagnostic.warning("cli.flag", at: nil, "unknown flag").description
                == "galley: warning: unknown flag [cli.flag]")
    }

    @Test func severitiesOrderNoteWarningError() {
        #expect(Diagnostic.Severity.note < .warning && Diagnostic.Severity.warning < .error)
    }

    @Test func collectionsKnowTheirErrorsAndWarnings() {
        var diagnostics = Diagnostics()
        #expect(!diagnostics.hasErrors)
        diagnostics.append(.warning("a", at: nil, "w"))
        #expect(!diagnostics.hasErrors && diagnostics.warnings.count == 1)
        diagnostics.append(.error("b", at: nil, "e"))
        #expect(diagnostics.hasErrors && diagnostics.errors.map(\.id) == ["b"])
    }
}

@Suite struct HTMLEscapingTests {
    @Test func escapesTheFiveSpecialCharacters() {
        #expect(
            "<a href=\"x\">Tom & Jerry's</a>".htmlEscaped
                == "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;")
    }

    @Test func leavesEverythingElseAlone() {
        let text = "Čvorovi i đorđevići — 🎉 \u{0301}combining, tabs\tand\nnewlines"
        #expect(text.htmlEscaped == text)
        #expect("".htmlEscaped == "")
    }

    @Test func escapesAroundMultibyteCharacters() {
        #expect("đ<č>'🎉'&\u{0301}\"".htmlEscaped == "đ&lt;č&gt;&#39;🎉&#39;&amp;\u{0301}&quot;")
    }

    @Test func escapingTwiceEscapesTheAmpersandsItAdded() {
        #expect("<".htmlEscaped.htmlEscaped == "&amp;lt;")
    }
}
