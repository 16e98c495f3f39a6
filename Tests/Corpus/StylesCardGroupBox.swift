import SwiftUI

struct TintedCardGroupBoxStyle: GroupBoxStyle {
    var tint: Color

    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 8) {
            configuration.label
                .font(.headline)
                .foregroundStyle(tint)
            configuration.content
        }
        .padding()
        .background(tint.opacity(0.1), in: RoundedRectangle(cornerRadius: 12))
    }
}

struct SleepSummaryCards: View {
    var body: some View {
        VStack {
            GroupBox {
                Text("7 h 42 min")
                    .font(.title)
            } label: {
                Label("Last night", systemImage: "bed.double")
            }
            .groupBoxStyle(TintedCardGroupBoxStyle(tint: .indigo))

            GroupBox("Average") {
                Text("7 h 05 min")
            }
            .groupBoxStyle(.automatic)
        }
    }
}
