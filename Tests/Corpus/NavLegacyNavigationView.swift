import SwiftUI

struct LegacyBookRow: View {
    let title: String
    var body: some View {
        NavigationLink(destination: Text(title).navigationBarTitle(title, displayMode: .inline)) {
            Text(title)
        }
    }
}

struct LegacyBookshelf: View {
    @State private var showsShelf = false

    var body: some View {
        NavigationView {
            List {
                LegacyBookRow(title: "Dune")
                LegacyBookRow(title: "Emma")
                NavigationLink("Favourites", destination: Text("None yet"))
                NavigationLink(isActive: $showsShelf) {
                    Text("Shelf")
                } label: {
                    Text("Open shelf")
                }
            }
            .navigationBarTitle("Books")
            .navigationBarItems(trailing: Button("Add") {})
        }
        .navigationViewStyle(.stack)
    }
}
