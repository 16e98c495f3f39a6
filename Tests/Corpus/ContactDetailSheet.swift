import SwiftUI

struct Contact: Identifiable {
    let id: Int
    var name: String
    var phone: String
}

struct ContactsScreen: View {
    @State private var contacts = [Contact(id: 1, name: "Ivana", phone: "091 111"), Contact(id: 2, name: "Marko", phone: "098 222")]
    @State private var selected: Contact?

    var body: some View {
        List(contacts) { contact in
            Button(contact.name) { selected = contact }
        }
        .sheet(item: $selected) { contact in
            ContactDetail(contact: contact)
        }
    }
}

struct ContactDetail: View {
    let contact: Contact
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            Form {
                LabeledRow(title: "Phone", value: contact.phone)
            }
            .navigationTitle(contact.name)
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done") { dismiss() }
                }
            }
        }
    }
}

private struct LabeledRow: View {
    let title: String
    let value: String
    var body: some View {
        HStack {
            Text(title)
            Spacer()
            Text(value).foregroundStyle(.secondary)
        }
    }
}
