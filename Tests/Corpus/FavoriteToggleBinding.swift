import SwiftUI

struct FavoriteButton: View {
    @Binding var isFavorite: Bool

    var body: some View {
        Button {
            withAnimation(.snappy) { isFavorite.toggle() }
        } label: {
            Image(systemName: isFavorite ? "heart.fill" : "heart")
                .foregroundStyle(isFavorite ? .red : .secondary)
        }
        .accessibilityLabel(isFavorite ? "Remove favourite" : "Add favourite")
    }
}

struct PlaceRow: View {
    let name: String
    @State private var favorite = false

    var body: some View {
        HStack {
            Text(name)
            Spacer()
            FavoriteButton(isFavorite: $favorite)
        }
    }
}
