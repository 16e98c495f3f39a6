import SwiftUI

struct SegmentedBarGaugeStyle: GaugeStyle {
    var segments = 10

    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading) {
            configuration.label
            HStack(spacing: 2) {
                ForEach(0..<segments, id: \.self) { index in
                    Rectangle()
                        .fill(Double(index) / Double(segments) < configuration.value ? Color.green : Color.gray)
                        .frame(height: 8)
                }
            }
            HStack {
                configuration.minimumValueLabel
                Spacer()
                configuration.currentValueLabel
                Spacer()
                configuration.maximumValueLabel
            }
            .font(.caption2)
        }
    }
}

struct StorageUsageGauge: View {
    var usedGigabytes = 87.0

    var body: some View {
        Gauge(value: usedGigabytes, in: 0...128) {
            Text("Storage")
        } currentValueLabel: {
            Text("\(Int(usedGigabytes)) GB")
        } minimumValueLabel: {
            Text("0")
        } maximumValueLabel: {
            Text("128")
        }
        .gaugeStyle(SegmentedBarGaugeStyle(segments: 16))
    }
}
