import SwiftUI

struct ShortcutTile: View {
    let title: String
    let symbol: String

    var body: some View {
        VStack {
            Image(systemName: symbol).font(.title2)
            Text(title).font(.caption)
        }
        .frame(maxWidth: .infinity, minHeight: 70)
        .background(Color.secondary.opacity(0.1), in: RoundedRectangle(cornerRadius: 12))
    }
}

struct ShortcutsGrid: View {
    var body: some View {
        VStack(spacing: 8) {
            HStack(spacing: 8) {
                ShortcutTile(title: "Scan", symbol: "qrcode")
                ShortcutTile(title: "Pay", symbol: "creditcard")
            }
            HStack(spacing: 8) {
                ShortcutTile(title: "Send", symbol: "paperplane")
                ShortcutTile(title: "Top up", symbol: "plus.circle")
            }
        }
        .padding()
    }
}
