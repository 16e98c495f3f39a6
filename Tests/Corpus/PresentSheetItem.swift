import SwiftUI

struct ContactCard: Identifiable {
    let id: Int
    let name: String
    let phone: String
}

struct ContactCardDetail: View {
    let card: ContactCard
    @Environment(\.isPresented) private var isPresented
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(spacing: 12) {
            Text(card.name).font(.title)
            Text(card.phone)
            if isPresented {
                Button("Close") { dismiss() }
            }
        }
        .padding()
    }
}

struct ContactCardList: View {
    let cards = [
        ContactCard(id: 1, name: "Amal", phone: "555-0101"), ContactCard(id: 2, name: "Ben", phone: "555-0102"),
    ]
    @State private var selected: ContactCard?

    var body: some View {
        List(cards) { card in
            Button(card.name) { selected = card }
        }
        .sheet(item: $selected, onDismiss: { print("closed") }) { card in
            ContactCardDetail(card: card)
                .presentationDetents([.fraction(0.4), .height(320)])
        }
        .onAppear { selected = cards.first }
    }
}
