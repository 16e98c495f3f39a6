import SwiftUI

struct Player: Identifiable {
    let id: Int
    let name: String
    let position: String
}

struct TeamRoster: View {
    let players: [Player]

    private var positions: [String] { Array(Set(players.map(\.position))).sorted() }

    var body: some View {
        List {
            ForEach(positions, id: \.self) { position in
                Section(position) {
                    ForEach(players.filter { $0.position == position }) { player in
                        Text(player.name)
                    }
                }
            }
        }
    }
}
