import SwiftUI

enum StudioTab: Hashable {
    case library, radio, search
}

struct StudioTabs: View {
    @State private var selection: StudioTab = .library

    var body: some View {
        TabView(selection: $selection) {
            Tab("Library", systemImage: "music.note.list", value: .library) {
                Text("Your albums")
            }
            .badge(3)
            Tab("Radio", systemImage: "dot.radiowaves.left.and.right", value: StudioTab.radio) {
                Text("Live stations")
            }
            .customizationID("radio")
            Tab(value: .search, role: .search) {
                Text("Search the catalogue")
            }
        }
    }
}

struct StudioSectionedTabs: View {
    var body: some View {
        TabView {
            Tab("Home", systemImage: "house") {
                Text("Home")
            }
            TabSection("Collections") {
                Tab("Favourites", systemImage: "heart") {
                    Text("Favourites")
                }
                .badge("New")
                Tab("Recent", systemImage: "clock") {
                    Text("Recent")
                }
            }
        }
    }
}
