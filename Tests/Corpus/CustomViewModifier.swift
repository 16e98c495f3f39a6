import SwiftUI

struct Card: ViewModifier {
    @Environment(\.colorScheme) var colorScheme
    func body(content: Content) -> some View {
        content
            .padding()
            .background(colorScheme == .dark ? Color.black : Color.white)
            .cornerRadius(12)
    }
}

extension View {
    func card() -> some View { modifier(Card()) }
}

struct Tile: View {
    var body: some View { Text("Tile").card() }
}
