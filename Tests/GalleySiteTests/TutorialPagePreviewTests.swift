import Foundation
import Testing

@testable import GalleySite

/// A tutorial step that evaluates a view gets the Preview panel an ordinary `run` block gets:
/// the fixture tutorial (`Tests/Fixtures/Tutorial`) built with real verification.
@Suite(.serialized) struct TutorialPagePreviewTests {
    static let built = Task { () throws -> String in
        let fixture = try PreviewFixture(content: "ProofPreview")
        let tutorial = PreviewFixture.repository.appendingPathComponent("Tests/Fixtures/Tutorial/tally-counter.md")
        try FileManager.default.copyItem(
            at: tutorial, to: fixture.root.appendingPathComponent("Content/en/tally-counter.md"))
        try await fixture.build(verify: true)
        defer { fixture.remove() }
        return try fixture.read("en/tally-counter/index.html")
    }

    @Test func everyRunStepShowsItsPreviewInsideItsFigure() async throws {
        let page = try await Self.built.value
        let steps = page.components(separatedBy: "<figure class=\"snippet snippet-").dropFirst()
        let withPreview = steps.filter { $0.contains("class=\"panel panel-preview\"") }
        #expect(steps.count == 10)
        #expect(withPreview.count == 5, "the five run steps")
        // The panel sits in the step's own figure, after its output, so the sticky code panel
        // carries it along with the step's file.
        for step in withPreview {
            let figure = try #require(step.components(separatedBy: "</figure>").first)
            let output = try #require(figure.range(of: "panel panel-output"))
            let preview = try #require(figure.range(of: "panel panel-preview"))
            #expect(output.lowerBound < preview.lowerBound)
        }
        let line = TutorialPagePreviewTests.line(of: "        .environment(\\.tallyStep, 5)")
        #expect(
            page.contains(
                "read <code>\\.tallyStep</code> = <code>5</code>, set by <code>.environment</code> at line \(line)"))
    }

    static func line(of text: String) -> Int {
        let url = PreviewFixture.repository.appendingPathComponent("Tests/Fixtures/Tutorial/tally-counter.md")
        let lines = (try? String(contentsOf: url, encoding: .utf8))?.components(separatedBy: "\n") ?? []
        return (lines.firstIndex(of: text) ?? -1) + 1
    }
}
