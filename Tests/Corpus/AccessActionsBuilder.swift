import SwiftUI

struct PhotoTileActions: View {
    let title: String
    @State private var isFavorite = false
    @State private var isShared = false

    var body: some View {
        RoundedRectangle(cornerRadius: 8)
            .fill(Color.gray)
            .overlay { Text(title) }
            .accessibilityElement(children: .contain)
            .accessibilityLabel(title)
            .accessibilityActions {
                Button(isFavorite ? "Unfavorite" : "Favorite") { isFavorite.toggle() }
                Button("Share") { isShared = true }
            }
            .accessibilityAction {
                isShared = true
            } label: {
                Label("Quick share", systemImage: "square.and.arrow.up")
            }
    }
}
