import SwiftUI

struct WorkoutSummary: View {
    let minutes: Int
    let calories: Int

    var body: some View {
        HStack(spacing: 24) {
            MetricTile(title: "Time", value: "\(minutes) min", tint: .blue)
            MetricTile(title: "Energy", value: "\(calories) kcal", tint: .orange)
        }
    }
}

private struct MetricTile: View {
    let title: String
    let value: String
    let tint: Color

    var body: some View {
        VStack(alignment: .leading) {
            Text(title.uppercased()).font(.caption).foregroundStyle(.secondary)
            Text(value).font(.title2.bold()).foregroundStyle(tint)
        }
        .padding()
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(tint.opacity(0.1), in: RoundedRectangle(cornerRadius: 12))
    }
}
