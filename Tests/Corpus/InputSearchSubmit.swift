import SwiftUI

struct LibraryCatalogSearch: View {
    @State private var query = ""
    @State private var submittedQueries: [String] = []
    @State private var note = ""

    var body: some View {
        NavigationStack {
            List {
                Section("Recent searches") {
                    ForEach(submittedQueries, id: \.self) { Text($0) }
                }
                Section("Note") {
                    TextField("Add a note", text: $note)
                        .submitLabel(.done)
                        .onSubmit { note = note.trimmingCharacters(in: .whitespaces) }
                        .submitScope()
                }
            }
            .searchable(text: $query)
            .submitLabel(.search)
            .onSubmit(of: .search) {
                guard !query.isEmpty else { return }
                submittedQueries.insert(query, at: 0)
            }
            .navigationTitle("Catalogue")
        }
    }
}
