import Testing

@testable import GalleyHighlight

/// A run step that evaluated a view shows its preview panel, as a run block in a guide does.
@Suite struct StepFigurePreviewTests {
    static let labels = StepLabels(
        step: "Step 1 of 1", newFile: "new file", showRemoved: "Show removed lines",
        showAll: "Show the whole file", unchanged: { "\($0) unchanged lines" })

    func step(extraPanels: String?) -> String {
        var figure = FigureFixtures.figure(
            "GalleyRuntime.run(Card())", mode: .run, output: "Card appeared\n")
        figure.extraPanelsHTML = extraPanels
        return StepFigure(
            figure: figure, file: "main.swift",
            diff: StepDiff.compute(previous: nil, current: figure.code), previousCode: nil,
            id: "step-1-1", labels: Self.labels
        ).html()
    }

    @Test func showsThePreviewAfterTheOutput() throws {
        let html = step(extraPanels: "<div class=\"panel panel-preview\">drawing</div>")
        let output = try #require(html.range(of: "panel-output"))
        let preview = try #require(html.range(of: "panel-preview"))
        #expect(output.upperBound <= preview.lowerBound)
        #expect(html.hasSuffix("</figure>"))
    }

    @Test func noPreviewWithoutPanels() {
        #expect(!step(extraPanels: nil).contains("panel-preview"))
    }
}
