import SwiftUI

struct WeatherBadge: View {
    let temperature: Int
    let signal: Double
    @State private var refreshes = 0
    @State private var isLoading = true
    @Environment(\.symbolRenderingMode) private var renderingMode
    @Environment(\.symbolVariableValueMode) private var variableValueMode

    var body: some View {
        VStack(spacing: 8) {
            Image(systemName: "cloud.sun.rain.fill")
                .symbolRenderingMode(.multicolor)
                .symbolEffect(.bounce.up, value: refreshes)
            Image(systemName: "wifi", variableValue: signal)
                .symbolEffect(.variableColor.iterative, options: .repeating, isActive: isLoading)
                .symbolVariableValueMode(.draw)
            Image(decorative: "thermometer", variableValue: Double(temperature) / 40)
                .symbolEffect(.pulse, isActive: isLoading)
            Button("Refresh") { refreshes += 1 }
                .buttonStyle(.glass)
        }
        .font(Font.body.italic(renderingMode == nil).monospaced(variableValueMode != nil))
    }
}
