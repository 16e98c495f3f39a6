import Testing

@testable import GalleyUI

private enum Section: Hashable {
    case home, settings
}

/// Navigation containers: what they evaluate and record.
@MainActor @Suite struct NavigationTests {
    @Test func tabViewEvaluatesEveryTabWithItsTitleAndValue() {
        let outline = GalleyRuntime.outline(
            TabView(selection: .constant(Section.settings)) {
                Tab("Home", systemImage: "house", value: Section.home) { Text("home page") }
                    .badge(2)
                Tab("Settings", systemImage: "gear", value: Section.settings) { Text("settings page") }
            })
        #expect(outline.contains("TabView selection: settings"))
        #expect(outline.contains("Tab \"Home\", value: home"))
        #expect(outline.contains(".badge 2"))
        #expect(outline.contains("Text \"settings page\""))
    }

    @Test func tabSectionsHoldTheirTabs() {
        let outline = GalleyRuntime.outline(
            TabView {
                TabSection("Library") {
                    Tab("Songs", systemImage: "music.note") { Text("songs") }
                }
            })
        #expect(outline.contains("TabSection"))
        #expect(outline.contains("Tab \"Songs\""))
    }

    @Test func navigationStackRecordsItsPathLength() {
        let outline = GalleyRuntime.outline(
            NavigationStack(path: .constant([1, 2])) {
                NavigationLink("One", value: 1)
            })
        #expect(outline.contains("NavigationStack path: 2"))
        #expect(outline.contains("NavigationLink value: 1"))
    }
}
