import SwiftUI

struct ThermostatRingDial: View {
    @Binding var temperature: Double

    var body: some View {
        ZStack {
            Circle().stroke(lineWidth: 10)
            Text("\(Int(temperature))°")
                .font(.system(size: 44, weight: .thin))
        }
        .frame(width: 160, height: 160)
        .accessibilityRepresentation {
            Slider(value: $temperature, in: 10...30, step: 0.5) {
                Text("Temperature")
            }
        }
    }
}

struct ClimateControlPanel: View {
    @State private var temperature = 21.0
    var body: some View {
        VStack {
            ThermostatRingDial(temperature: $temperature)
            Text("Target")
                .accessibilitySortPriority(1)
        }
    }
}
