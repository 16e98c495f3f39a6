import SwiftUI

struct MailMessageRow: View {
    let sender: String
    let subject: String
    @State private var isFlagged = false
    @State private var isArchived = false

    var body: some View {
        VStack(alignment: .leading) {
            Text(sender).font(.headline)
            Text(subject).font(.subheadline)
        }
        .accessibilityElement(children: .combine)
        .accessibilityAddTraits(isFlagged ? [.isSelected] : [])
        .accessibilityAction(named: "Flag") { isFlagged.toggle() }
        .accessibilityAction(named: Text("Archive")) { isArchived = true }
        .accessibilityAction(.escape) { isArchived = false }
        .accessibilityAction(.magicTap) { isFlagged = true }
        .accessibilityHint("Opens the message")
        .accessibilityInputLabels([Text(sender), Text("Message from \(sender)")])
    }
}
