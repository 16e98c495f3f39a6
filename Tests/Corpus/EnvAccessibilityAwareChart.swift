import SwiftUI

struct RainfallBar: View {
    let millimetres: Double
    @Environment(\.accessibilityDifferentiateWithoutColor) private var withoutColor
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.accessibilityReduceTransparency) private var reduceTransparency
    @Environment(\.accessibilityVoiceOverEnabled) private var voiceOver

    var body: some View {
        HStack {
            Rectangle()
                .fill(millimetres > 20 ? Color.blue : Color.teal)
                .frame(width: millimetres * 4, height: 12)
                .opacity(reduceTransparency ? 1 : 0.8)
            if withoutColor {
                Text(millimetres > 20 ? "heavy" : "light")
                    .font(.caption)
            }
        }
        .animation(reduceMotion ? nil : .default, value: millimetres)
        .accessibilityLabel(voiceOver ? "\(Int(millimetres)) millimetres" : "")
    }
}

struct RainfallChart: View {
    let readings: [Double] = [4, 12, 31, 18, 2]
    @Environment(\.accessibilityEnabled) private var assistiveTechnology
    @Environment(\.accessibilityShowButtonShapes) private var buttonShapes

    var body: some View {
        VStack(alignment: .leading) {
            ForEach(readings.indices, id: \.self) { index in
                RainfallBar(millimetres: readings[index])
            }
            Button("Details") {}
                .buttonStyle(.bordered)
                .opacity(buttonShapes ? 1 : 0.9)
            if assistiveTechnology {
                Text("Swipe to hear each day")
            }
        }
    }
}
