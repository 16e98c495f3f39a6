import SwiftUI

// Library-style helpers declared outside the main actor, as packages often write them.

struct CardModifier: ViewModifier {
    var cornerRadius: Double = 12

    func body(content: Content) -> some View {
        content
            .padding()
            .background(.thinMaterial)
            .cornerRadius(cornerRadius)
    }
}

extension EnvironmentValues {
    @Entry var cardStyleIsCompact = false
}

nonisolated extension View {
    func card(cornerRadius: Double = 12) -> some View {
        modifier(CardModifier(cornerRadius: cornerRadius))
    }

    func compactCards(_ compact: Bool = true) -> some View {
        environment(\.cardStyleIsCompact, compact)
    }

    func boostedLineLimit() -> some View {
        transformEnvironment(\.lineLimit) { limit in
            limit = (limit ?? 1) + 1
        }
    }
}

struct DashboardTile: View {
    @Environment(\.cardStyleIsCompact) private var compact
    let title: String

    var body: some View {
        Text(title)
            .font(compact ? .caption : .headline)
            .card()
    }
}

struct Dashboard: View {
    var body: some View {
        VStack {
            DashboardTile(title: "Revenue")
            DashboardTile(title: "Visitors").compactCards()
        }
        .boostedLineLimit()
    }
}
