import SwiftUI

struct GalleryTabs: View {
    @State private var tab = "recent"

    var body: some View {
        TabView(selection: $tab) {
            Text("Recent photos")
                .tabItem { Label("Recent", systemImage: "clock") }
                .tag("recent")
            Text("Albums")
                .tabItem { Label("Albums", systemImage: "rectangle.stack") }
                .tag("albums")
        }
        .tint(.pink)
    }
}
