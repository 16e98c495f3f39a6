import SwiftUI

struct MagazineReaderTabs: View {
    @State private var page = 0

    var body: some View {
        TabView(selection: $page) {
            List {
                Text("Cover story")
                Text("Interview")
            }
            .listStyle(.insetGrouped)
            .tag(0)
            List {
                Text("Crossword")
            }
            .listStyle(PlainListStyle())
            .tag(1)
            List {
                Section("Archive") { Text("Spring issue") }
            }
            .listStyle(.sidebar)
            .tag(2)
        }
        .tabViewStyle(.page(indexDisplayMode: .always))
        .indexViewStyle(.page(backgroundDisplayMode: .interactive))
    }
}

struct AdaptiveSectionsTabs: View {
    var body: some View {
        TabView {
            Text("Library")
            Text("Search")
        }
        .tabViewStyle(.sidebarAdaptable)
    }
}
