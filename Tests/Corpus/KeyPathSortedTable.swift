import SwiftUI

struct Runner: Identifiable {
    let id: Int
    let name: String
    let minutes: Int
}

struct Leaderboard: View {
    @State private var sortByTime = true
    let runners = [Runner(id: 1, name: "Ana", minutes: 41), Runner(id: 2, name: "Ivo", minutes: 38)]

    private var sorted: [Runner] {
        sortByTime ? runners.sorted { $0.minutes < $1.minutes } : runners.sorted { $0.name < $1.name }
    }

    var body: some View {
        VStack {
            Toggle("Sort by time", isOn: $sortByTime)
            ForEach(Array(sorted.enumerated()), id: \.element.id) { index, runner in
                HStack {
                    Text("\(index + 1).")
                    Text(runner.name)
                    Spacer()
                    Text("\(runner.minutes) min")
                }
            }
        }
        .padding()
    }
}
