import Testing

@testable import GalleyCore

/// Diagnostics as GitHub Actions workflow commands (what `Console` adds under `GITHUB_ACTIONS`).
@Suite struct GitHubAnnotationTests {
    @Test func oneCommandPerDiagnosticBySeverity() {
        let at = SourceLocation(file: "Content/en/a.md", line: 3, column: 7)
        let text = GitHubAnnotationFormatter().format([
            .error("x.e", at: at, "broken"), .warning("x.w", at: at, "odd"),
            Diagnostic(.note, id: "x.n", at: nil, "by the way"),
        ])
        #expect(
            text == """
                ::error file=Content/en/a.md,line=3,col=7::broken
                ::warning file=Content/en/a.md,line=3,col=7::odd
                ::notice::by the way

                """)
    }

    @Test func notesJoinTheMessageAndReservedCharactersArePercentEncoded() {
        let diagnostic = Diagnostic.error(
            "x.e", at: SourceLocation(file: "Content/a,b:c.md", line: 1, column: 1), "100% wrong\r\nreally",
            notes: [.init(message: "see: here, there")])
        #expect(
            GitHubAnnotationFormatter().format([diagnostic])
                == "::error file=Content/a%2Cb%3Ac.md,line=1,col=1::100%25 wrong%0D%0Areally%0Asee: here, there\n")
    }

    @Test func noDiagnosticsNoOutput() {
        #expect(GitHubAnnotationFormatter().format([]) == "")
    }
}

@Suite struct DiagnosticErrorTests {
    @Test func describesEveryDiagnosticOnItsOwnLines() {
        let error = DiagnosticError([
            .error("a", at: SourceLocation(file: "f.md", line: 1, column: 2), "one"), .warning("b", at: nil, "two"),
        ])
        #expect(error.description == "f.md:1:2: error: one [a]\ngalley: warning: two [b]")
    }

    @Test func strictMakesWarningsErrorsAndSaysWhy() {
        let strict = Diagnostics([.warning("w", at: nil, "odd"), .error("e", at: nil, "bad")]).strictened
        #expect(strict.all.map(\.severity) == [.error, .error])
        #expect(strict.all[0].summary == "odd (a warning, an error under --strict)")
        #expect(strict.all[1].summary == "bad")
    }
}
