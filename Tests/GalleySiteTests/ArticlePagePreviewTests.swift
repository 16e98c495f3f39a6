import Foundation
import Testing

@testable import GalleySite

/// Previews on a page built with real verification: the drawing and the inspector come from
/// the run that printed the block's output, with every line mapped to the Markdown file.
@Suite(.serialized) struct ArticlePagePreviewTests {
    static let built = Task { () throws -> (PreviewFixture, String) in
        let fixture = try PreviewFixture(content: "ProofPreview")
        try await fixture.build(verify: true)
        return (fixture, try fixture.read("en/preview/index.html"))
    }

    @Test func runBlocksThatEvaluateViewsShowAPreview() async throws {
        let (_, page) = try await Self.built.value
        #expect(page.components(separatedBy: "class=\"panel panel-preview\"").count == 4)
        #expect(page.contains("An approximation drawn by GalleyUI, not SwiftUI&#39;s layout or fonts."))
        #expect(page.contains("aria-label=\"Light appearance\"") && page.contains("aria-label=\"Dark appearance\""))
        // The second block fixes the dark scheme: one drawing, dark.
        let second = page.components(separatedBy: "class=\"panel panel-preview\"")[2]
        #expect(second.contains("gp-screen gp-dark") && !second.contains("gp-screen gp-light"))
    }

    @Test func theInspectorNamesTheLineThatSetEachValue() async throws {
        let (_, page) = try await Self.built.value
        #expect(
            page.contains(
                "<code>Swatch &quot;Set above&quot;</code> read <code>\\.accent</code> = <code>orange</code>, set by <code>.environment</code> at line 41"
            ))
        #expect(
            page.contains(
                "<code>Swatch &quot;Overridden&quot;</code> read <code>\\.accent</code> = <code>purple</code>, set by <code>.environment</code> at line 39"
            ))
        #expect(
            page.contains(
                "<code>Swatch &quot;Default&quot;</code> read <code>\\.accent</code> = <code>blue</code>, the key&#39;s default"
            ))
        // The hidden `run` line sets the scheme; hidden lines count in the Markdown's numbering.
        #expect(
            page.contains(
                "<code>Night &quot;Scheme: dark&quot;</code> read <code>\\.colorScheme</code> = <code>dark</code>, set by <code>.environment</code> at line 68"
            ))
    }

    @Test func aViewThePreviewCannotDrawIsALabelledBox() async throws {
        let (_, page) = try await Self.built.value
        #expect(page.contains("<span class=\"gp-unknown-kind\">ProgressView</span>"))
    }

    /// The third block's container reads a value from each child, and its app's commands read
    /// a focused value: each is attributed to the line that set it, or to the key's default.
    @Test func containerAndCommandReadsAreListedWithTheirLines() async throws {
        let (_, page) = try await Self.built.value
        let third = try #require(page.components(separatedBy: "class=\"panel panel-preview\"").last)
        #expect(third.contains("<div class=\"gp-menubar\" role=\"group\" aria-label=\"Commands\">"))
        let lines = try String(
            contentsOf: PreviewFixture.repository.appendingPathComponent(
                "Tests/Fixtures/ReaderSite/ProofPreview/en/preview.md"), encoding: .utf8
        ).components(separatedBy: "\n")
        let label = try #require(lines.firstIndex { $0.contains("containerValue(\\.shelfLabel, \"Maps\")") }) + 1
        let focused = try #require(lines.firstIndex { $0.contains(".focusedSceneValue(\\.shelfName") }) + 1
        #expect(
            third.contains(
                "read <code>\\.shelfLabel</code> = <code>&quot;Maps&quot;</code>, set by <code>.containerValue</code> at line \(label)"
            ))
        #expect(
            third.contains(
                "read <code>\\.shelfLabel</code> = <code>&quot;Unlabelled&quot;</code>, the key&#39;s default"))
        #expect(
            third.contains(
                "<code>ShelfCommands &quot;Sort Reference&quot;</code> read <code>\\.shelfName</code> = <code>&quot;Reference&quot;</code>, set by <code>.focusedSceneValue</code> at line \(focused)"
            ))
    }
}
