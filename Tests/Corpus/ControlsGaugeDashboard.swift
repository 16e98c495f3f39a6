import SwiftUI

struct BatteryGaugeDashboard: View {
    var charge = 0.72
    var temperature = 38.0
    var speed = 64.0

    var body: some View {
        HStack(spacing: 24) {
            Gauge(value: charge) {
                Label("Battery", systemImage: "battery.75")
            }
            .gaugeStyle(.accessoryCircularCapacity)

            Gauge(value: temperature, in: 20...60) {
                Text("Temp")
            } currentValueLabel: {
                Text("\(Int(temperature))°")
            } minimumValueLabel: {
                Text("20")
            } maximumValueLabel: {
                Text("60")
            }
            .gaugeStyle(.accessoryCircular)
            .tint(.orange)

            Gauge(value: speed, in: 0...120) {
                Text("Speed")
            } currentValueLabel: {
                Text(speed, format: .number)
            }
            .gaugeStyle(.linearCapacity)
        }
    }
}
