import SwiftUI

struct Card<Header: View, Content: View>: View {
    @ViewBuilder var header: Header
    @ViewBuilder var content: Content

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            header.font(.headline)
            Divider()
            content
        }
        .padding()
        .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 16))
    }
}

struct TodaysAgenda: View {
    var body: some View {
        Card {
            Label("Today", systemImage: "calendar")
        } content: {
            Text("Stand-up at 9:30")
            Text("Lunch with Petra")
        }
    }
}
