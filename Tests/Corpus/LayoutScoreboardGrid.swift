import SwiftUI

struct TeamScore: Identifiable {
    let id = UUID()
    let name: String
    let wins: Int
    let losses: Int
}

struct ScoreboardGrid: View {
    let teams = [
        TeamScore(name: "Harbor Hawks", wins: 12, losses: 3),
        TeamScore(name: "Summit Owls", wins: 9, losses: 6),
        TeamScore(name: "Delta Foxes", wins: 4, losses: 11),
    ]

    var body: some View {
        Grid(alignment: .leading, horizontalSpacing: 16, verticalSpacing: 8) {
            GridRow {
                Text("Team")
                Text("W").gridColumnAlignment(.trailing)
                Text("L").gridColumnAlignment(.trailing)
            }
            .font(.caption.bold())
            .foregroundStyle(.secondary)
            Divider().gridCellUnsizedAxes(.horizontal)
            ForEach(teams) { team in
                GridRow(alignment: .firstTextBaseline) {
                    Text(team.name)
                    Text("\(team.wins)").monospacedDigit()
                    Text("\(team.losses)").monospacedDigit()
                }
            }
            GridRow {
                Text("Season ends in 3 weeks")
                    .font(.footnote)
                    .gridCellColumns(3)
                    .gridCellAnchor(.center)
            }
        }
        .padding()
    }
}
