import SwiftUI

struct AdaptiveStack<Content: View>: View {
    @Environment(\.horizontalSizeClass) private var sizeClass
    @ViewBuilder var content: () -> Content

    var body: some View {
        if sizeClass == .compact {
            VStack(content: content)
        } else {
            HStack(content: content)
        }
    }
}

struct StatsRow: View {
    var body: some View {
        AdaptiveStack {
            Text("Runs: 12")
            Text("Distance: 48 km")
            Text("Pace: 5:12")
        }
    }
}
