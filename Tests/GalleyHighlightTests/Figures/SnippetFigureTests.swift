import Testing

@testable import GalleyHighlight

@Suite struct SnippetFigureTests {
    private let suite = "SnippetFigureTests"

    @Test func checkFigure() throws {
        let figure = FigureFixtures.figure(FigureFixtures.withEntry, mode: .check)
        try expectSnapshot(figure.html(), suite: suite)
    }

    @Test func runFigure() throws {
        let figure = FigureFixtures.figure(
            "let greeting = \"Zdravo, \\(name)!\"\nprint(greeting)", mode: .run,
            output: "Zdravo, <svijete> & ostali!", codeLanguage: "hr")
        try expectSnapshot(figure.html(), suite: suite)
    }

    @Test func compileFailFigure() throws {
        let figure = FigureFixtures.figure(
            "let x: Int = \"one\"", mode: .compileFail, badge: "fails to compile, as intended",
            error:
                "snippet.swift:1:14: error: cannot convert value of type 'String' to specified type 'Int'")
        try expectSnapshot(figure.html(), suite: suite)
    }

    @Test func ignoredFigure() throws {
        let figure = FigureFixtures.figure(
            "$ swift build", mode: .ignored, status: .notVerified(reason: "shell session"),
            badge: "not verified", language: "sh")
        try expectSnapshot(figure.html(), suite: suite)
    }

    @Test func unverifiedBuildFigure() throws {
        let figure = FigureFixtures.figure(
            "let x = 1", mode: .check, status: .unverifiedBuild, badge: "built without verification")
        try expectSnapshot(figure.html(), suite: suite)
    }

    @Test func escapesEveryTextValue() {
        let evil = "<script>\"'&"
        let figure = SnippetFigure(
            language: evil, code: evil, mode: .run, status: .notVerified(reason: evil), badge: evil,
            output: evil, error: evil, codeLanguage: evil,
            labels: FigureLabels(
                copy: evil, copied: evil, output: evil, error: evil, expanded: evil, before: evil,
                after: evil, removed: evil, added: evil, notVerified: evil))
        let html = figure.html()
        #expect(!html.contains("<script>"))
        #expect(!html.contains("\"'&\""))
    }

    @Test func showsOnlyTheVisibleCode() {
        let figure = FigureFixtures.figure("let shown = 1", mode: .check)
        #expect(figure.html().contains("shown"))
        #expect(!figure.html().contains("snippet.hide"))
    }
}
