import Testing

@testable import GalleyUI

private struct ToolbarAccentKey: EnvironmentKey {
    static let defaultValue = "blue"
}

extension EnvironmentValues {
    fileprivate var toolbarAccent: String {
        get { self[ToolbarAccentKey.self] }
        set { self[ToolbarAccentKey.self] = newValue }
    }
}

private struct AccentReader: View {
    @Environment(\.toolbarAccent) var accent
    var body: some View { Text(accent) }
}

private struct DoneToolbar: ToolbarContent {
    @Environment(\.toolbarAccent) var accent
    var body: some ToolbarContent {
        ToolbarItem(placement: .confirmationAction) { Text("done in \(accent)") }
    }
}

/// Toolbar content: evaluated after the view it is declared on, in that view's environment.
@MainActor @Suite struct ToolbarTests {
    @Test func itemsAreEvaluatedWithTheirPlacement() {
        let outline = GalleyRuntime.outline(
            Text("page")
                .toolbar {
                    ToolbarItem(placement: .principal) { AccentReader() }
                    ToolbarItemGroup(placement: .bottomBar) { Text("one") }
                }
                .environment(\.toolbarAccent, "red"))
        #expect(outline.contains("ToolbarItem principal"))
        #expect(outline.contains("ToolbarItemGroup bottomBar"))
        #expect(outline.contains("AccentReader  ← toolbarAccent = \"red\""))
    }

    @Test func customToolbarContentReadsTheEnvironment() {
        let outline = GalleyRuntime.outline(
            Text("page").toolbar { DoneToolbar() }.environment(\.toolbarAccent, "green"))
        #expect(outline.contains("DoneToolbar  ← toolbarAccent = \"green\""))
        #expect(outline.contains("Text \"done in green\""))
    }

    @Test func conditionalItemsFollowTheCondition() {
        let shown = true
        let outline = GalleyRuntime.outline(
            Text("page").toolbar {
                if shown {
                    ToolbarItem { Text("shown") }
                } else {
                    ToolbarItem { Text("hidden") }
                }
            })
        #expect(outline.contains("Text \"shown\""))
        #expect(!outline.contains("Text \"hidden\""))
    }
}
