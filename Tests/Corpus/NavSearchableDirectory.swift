import SwiftUI

struct StaffMember: Identifiable {
    let id: Int
    let name: String
}

struct StaffDirectory: View {
    let staff = [StaffMember(id: 1, name: "Noor"), StaffMember(id: 2, name: "Olu"), StaffMember(id: 3, name: "Pia")]
    @State private var query = ""
    @State private var searching = false
    @Environment(\.isSearching) private var isSearching
    @Environment(\.dismissSearch) private var dismissSearch

    var results: [StaffMember] {
        query.isEmpty ? staff : staff.filter { $0.name.contains(query) }
    }

    var body: some View {
        NavigationStack {
            List(results) { member in
                Text(member.name)
                    .searchCompletion(member.name)
            }
            .navigationTitle("Staff")
            .searchable(
                text: $query, isPresented: $searching,
                placement: .navigationBarDrawer(displayMode: .always), prompt: "Find a colleague"
            )
            .searchSuggestions {
                Text("Noor")
            }
            .overlay {
                if isSearching {
                    Button("Cancel search") { dismissSearch() }
                }
            }
        }
    }
}
