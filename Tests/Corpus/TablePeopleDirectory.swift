import SwiftUI

struct Employee: Identifiable, Hashable {
    let id: Int
    var givenName: String
    var familyName: String
    var email: String
    var startDate: Date
    var salary: Double
    var isRemote: Bool
}

struct PeopleDirectory: View {
    @State private var people = [
        Employee(
            id: 1, givenName: "Ana", familyName: "Kovač", email: "ana@example.com",
            startDate: Date(timeIntervalSince1970: 1_600_000_000), salary: 72_000, isRemote: true),
        Employee(
            id: 2, givenName: "Ivo", familyName: "Horvat", email: "ivo@example.com",
            startDate: Date(timeIntervalSince1970: 1_650_000_000), salary: 64_500, isRemote: false),
    ]
    @State private var selection = Set<Employee.ID>()
    @State private var sortOrder = [KeyPathComparator(\Employee.familyName)]
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass

    private var isCompact: Bool { horizontalSizeClass == .compact }

    var body: some View {
        NavigationStack {
            Table(people, selection: $selection, sortOrder: $sortOrder) {
                TableColumn("Given Name", value: \.givenName) { person in
                    VStack(alignment: .leading) {
                        Text(person.givenName)
                        if isCompact {
                            Text(person.email).foregroundStyle(.secondary)
                        }
                    }
                }
                TableColumn("Family Name", value: \.familyName)
                TableColumn("Started", value: \.startDate) { person in
                    Text(person.startDate, style: .date)
                }
                TableColumn("Salary", value: \.salary) { person in
                    Text(person.salary, format: .number.precision(.fractionLength(0)))
                }
                .width(min: 80, ideal: 100)
                TableColumn("Remote") { person in
                    Image(systemName: person.isRemote ? "checkmark" : "xmark")
                }
                .width(60)
            }
            .onChange(of: sortOrder) { _, newOrder in
                people.sort(using: newOrder)
            }
            .tableStyle(.inset)
            .navigationTitle("\(selection.count) selected")
        }
    }
}

struct SimpleFileTable: View {
    struct FileItem: Identifiable {
        let id = UUID()
        let name: String
        let kind: String
    }

    let files = [FileItem(name: "Report.pdf", kind: "PDF"), FileItem(name: "Notes.txt", kind: "Text")]
    @State private var selected: FileItem.ID?

    var body: some View {
        Table(files, selection: $selected) {
            TableColumn("Name", value: \.name)
            TableColumn("Kind", value: \.kind)
        }
        .tableColumnHeaders(.visible)
    }
}
