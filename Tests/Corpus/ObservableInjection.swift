import SwiftUI

@Observable final class Library {
    var books: [String] = ["Dune"]
}

struct Shelf: View {
    @Environment(Library.self) private var library
    var body: some View {
        List(library.books, id: \.self) { Text($0) }
    }
}

struct OptionalShelf: View {
    @Environment(Library.self) private var library: Library?
    var body: some View {
        Text("\(library?.books.count ?? 0) books")
    }
}

struct Root: View {
    @State private var library = Library()
    var body: some View {
        VStack {
            Shelf()
            OptionalShelf()
        }.environment(library)
    }
}
