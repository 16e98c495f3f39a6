import SwiftUI

struct PhotoAdjustmentPanel: View {
    @State private var brightness = 0.0
    @State private var contrast = 1.0
    @State private var saturation = 1.0
    @State private var hue = 0.0
    @State private var monochrome = false

    var body: some View {
        VStack(spacing: 16) {
            Image("landscape")
                .resizable()
                .scaledToFit()
                .brightness(brightness)
                .contrast(contrast)
                .saturation(saturation)
                .hueRotation(.degrees(hue))
                .grayscale(monochrome ? 1 : 0)
                .clipShape(RoundedRectangle(cornerRadius: 12))
            Form {
                Slider(value: $brightness, in: -0.5...0.5) { Text("Brightness") }
                Slider(value: $contrast, in: 0.5...2) { Text("Contrast") }
                Slider(value: $saturation, in: 0...2) { Text("Saturation") }
                Slider(value: $hue, in: 0...360) { Text("Hue") }
                Toggle("Monochrome", isOn: $monochrome)
            }
        }
    }
}
