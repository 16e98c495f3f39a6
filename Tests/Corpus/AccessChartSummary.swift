import SwiftUI

struct StepCountBars: View {
    let counts: [Int]

    var body: some View {
        HStack(alignment: .bottom, spacing: 4) {
            ForEach(Array(counts.enumerated()), id: \.offset) { day, count in
                Rectangle()
                    .fill(Color.green)
                    .frame(width: 12, height: CGFloat(count) / 200)
                    .accessibilityLabel("Day \(day + 1)")
                    .accessibilityValue(Text("\(count) steps"))
            }
        }
        .accessibilityElement(children: .contain)
        .accessibilityLabel(Text("Steps this week"))
        .accessibilityChildren {
            ForEach(Array(counts.enumerated()), id: \.offset) { day, count in
                Text("Day \(day + 1): \(count) steps")
            }
        }
    }
}
