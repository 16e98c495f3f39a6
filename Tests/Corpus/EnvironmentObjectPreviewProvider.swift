import SwiftUI

final class LibraryStore: ObservableObject {
    @Published var titles = ["Dune"]
}

struct LibraryShelf: View {
    @EnvironmentObject var store: LibraryStore
    var body: some View {
        List(store.titles, id: \.self) { Text($0) }
    }
}

struct LibraryShelf_Previews: PreviewProvider {
    static var previews: some View {
        LibraryShelf()
            .environmentObject(LibraryStore())
            .previewDisplayName("Shelf")
    }
}
