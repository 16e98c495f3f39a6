import Testing

@testable import GalleyUI

private enum Section: Hashable {
    case home, settings
}

private struct StepPage: View {
    let step: Int
    @Environment(\.dismiss) var dismiss
    @Environment(\.isPresented) var isPresented
    var body: some View {
        Text("step \(step) presented \(isPresented)")
            .onAppear { if step == 3 { dismiss() } }
    }
}

private struct StepRouter: View {
    @State var path = [1, 2, 3]
    var body: some View {
        NavigationStack(path: $path) {
            Text("steps \(path.count)")
                .navigationDestination(for: Int.self) { StepPage(step: $0) }
        }
    }
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

    @Test func pathValuesArePushedAndDismissPopsThem() {
        let outline = GalleyRuntime.outline(StepRouter())
        #expect(outline.contains("Text \"steps 2\""))
        #expect(outline.contains("Text \"step 1 presented true\""))
        #expect(outline.contains("Text \"step 2 presented true\""))
        #expect(!outline.contains("step 3"))
    }

    @Test func aValueWithoutADestinationIsRecorded() {
        let outline = GalleyRuntime.outline(
            NavigationStack(path: .constant(NavigationPath(["word"]))) {
                Text("root").navigationDestination(for: Int.self) { Text("int \($0)") }
            })
        #expect(outline.contains("NavigationDestination \"word\" (no destination for String)"))
    }
}
