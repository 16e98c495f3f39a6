import SwiftUI

struct BrightnessSlider: View {
    @Binding var value: Double
    var range: ClosedRange<Double> = 0...1

    var body: some View {
        GeometryReader { proxy in
            let width = max(proxy.size.width, 1)
            ZStack(alignment: .leading) {
                Capsule().fill(.gray.opacity(0.25))
                Capsule()
                    .fill(.yellow)
                    .frame(width: width * CGFloat((value - range.lowerBound) / (range.upperBound - range.lowerBound)))
            }
            .contentShape(Rectangle())
            .gesture(
                DragGesture(minimumDistance: 0, coordinateSpace: .local)
                    .onChanged { drag in
                        let fraction = min(max(drag.location.x / width, 0), 1)
                        value = range.lowerBound + Double(fraction) * (range.upperBound - range.lowerBound)
                    }
            )
        }
        .frame(height: 28)
        .accessibilityLabel("Brightness")
    }
}

struct BrightnessSettingsRow: View {
    @State private var brightness = 0.6

    var body: some View {
        HStack {
            Image(systemName: "sun.min")
            BrightnessSlider(value: $brightness)
            Image(systemName: "sun.max")
        }
        .padding()
    }
}
