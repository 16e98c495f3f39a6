import SwiftUI

struct LibraryBook: Identifiable, Hashable {
    let id = UUID()
    var title: String
}

struct LibraryShelf: View {
    @State private var books = [LibraryBook(title: "Dune"), LibraryBook(title: "Emma")]
    @State private var bookToDelete: LibraryBook?
    @State private var query = ""
    @State private var tokens: [LibraryBook] = []
    @State private var isSearching = false
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            List(books) { book in
                Text(book.title)
                    .contextMenu {
                        Button("Delete", role: .destructive) { bookToDelete = book }
                    } preview: {
                        Text(book.title).font(.largeTitle).padding()
                    }
            }
            .confirmationDialog(Text("Delete book?"), item: $bookToDelete, titleVisibility: .visible) { book in
                Button("Delete \(book.title)", role: .destructive) {
                    books.removeAll { $0.id == book.id }
                }
            } message: { book in
                Text("\(book.title) will be removed from the shelf.")
            }
            .searchable(text: $query, editableTokens: $tokens, isPresented: $isSearching, prompt: "Find a book") {
                token in
                Text(token.wrappedValue.title)
            }
            .toolbar {
                ToolbarItem(placement: .topBarPinnedTrailing) {
                    Button(role: .close) { dismiss() }
                }
            }
        }
    }
}

struct LegacyShelfRow: View {
    let title: String
    let canShare: Bool

    var body: some View {
        Text(title)
            .contextMenu(canShare ? ContextMenu { Button("Share") {} } : nil)
    }
}
