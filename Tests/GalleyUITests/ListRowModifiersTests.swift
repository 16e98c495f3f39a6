import Testing

@testable import GalleyUI

/// The modifiers of list rows and sections: recorded, and a row background's view evaluated.
@MainActor @Suite struct ListRowModifiersTests {
    @Test func rowBackgroundEvaluatesItsViewAfterTheRow() {
        let outline = GalleyRuntime.outline(
            List {
                Text("row")
                    .listRowBackground(Text("behind"))
            })
        #expect(outline.contains(".listRowBackground"))
        let row = outline.range(of: "Text \"row\"")
        let behind = outline.range(of: "Text \"behind\"")
        #expect(row != nil && behind != nil)
        if let row, let behind { #expect(row.lowerBound < behind.lowerBound, "\(outline)") }
    }

    @Test func rowBackgroundWithoutAViewIsRecordedAlone() {
        let outline = GalleyRuntime.outline(
            List {
                Text("row").listRowBackground(Optional<Text>.none)
            })
        #expect(outline.contains(".listRowBackground"))
        #expect(outline.contains("Text \"row\""))
    }

    @Test func insetsSeparatorsAndTintsAreRecorded() {
        let outline = GalleyRuntime.outline(
            List {
                Section("Rows") {
                    Text("one")
                        .listRowInsets(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
                        .listRowSeparator(.hidden, edges: .bottom)
                        .listRowSeparatorTint(.red)
                    Text("two").listRowInsets(.horizontal, 8)
                }
                .listSectionSeparator(.visible)
                .listSectionSeparatorTint(nil, edges: VerticalEdge.Set(.top))
            })
        #expect(outline.contains(".listRowInsets top: 1.0, leading: 2.0, bottom: 3.0, trailing: 4.0"), "\(outline)")
        #expect(outline.contains(".listRowInsets 8.0"), "\(outline)")
        #expect(outline.contains(".listRowSeparator hidden"), "\(outline)")
        #expect(outline.contains(".listRowSeparatorTint"))
        #expect(outline.contains(".listSectionSeparator visible"), "\(outline)")
        #expect(outline.contains(".listSectionSeparatorTint"))
    }

    @Test func verticalEdgeSetsCombine() {
        let both: VerticalEdge.Set = [.top, .bottom]
        #expect(both == .all)
        #expect(VerticalEdge.Set(.bottom) == .bottom)
        #expect(!VerticalEdge.Set.top.contains(.bottom))
    }
}
