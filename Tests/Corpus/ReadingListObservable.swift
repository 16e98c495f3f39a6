import SwiftUI

@Observable
final class ReadingList {
    var books: [String] = ["Dune", "Emma"]
    var showsFinished = false

    func add(_ title: String) {
        books.append(title)
    }
}

struct ReadingListScreen: View {
    @State private var list = ReadingList()

    var body: some View {
        NavigationStack {
            BookList()
                .navigationTitle("Reading")
        }
        .environment(list)
    }
}

struct BookList: View {
    @Environment(ReadingList.self) private var list

    var body: some View {
        @Bindable var list = list
        List {
            Toggle("Show finished", isOn: $list.showsFinished)
            ForEach(list.books, id: \.self) { title in
                Text(title)
            }
        }
    }
}
