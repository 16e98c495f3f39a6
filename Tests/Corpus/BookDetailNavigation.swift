import SwiftUI

struct Book: Identifiable, Hashable {
    let id: Int
    let title: String
    let author: String
}

struct BookshelfScreen: View {
    let books = [Book(id: 1, title: "Emma", author: "Austen"), Book(id: 2, title: "Ubik", author: "Dick")]

    var body: some View {
        NavigationStack {
            List(books) { book in
                NavigationLink(value: book) {
                    VStack(alignment: .leading) {
                        Text(book.title).font(.headline)
                        Text(book.author).font(.subheadline).foregroundStyle(.secondary)
                    }
                }
            }
            .navigationDestination(for: Book.self) { BookDetail(book: $0) }
            .navigationTitle("Books")
        }
    }
}

private struct BookDetail: View {
    let book: Book
    var body: some View {
        Text(book.title).navigationTitle(book.author)
    }
}
