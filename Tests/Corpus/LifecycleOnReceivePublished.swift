import SwiftUI

final class BatteryMonitor: ObservableObject {
    @Published var level = 0.8
    @Published var isCharging = false
}

struct BatteryWidget: View {
    @ObservedObject var monitor: BatteryMonitor
    @State private var warning: String?
    @State private var history: [Double] = []

    var body: some View {
        VStack(alignment: .leading) {
            Text("\(Int(monitor.level * 100))%").font(.largeTitle.monospacedDigit())
            if let warning { Text(warning).foregroundStyle(.red) }
            Text("\(history.count) readings")
        }
        .onReceive(monitor.$level) { level in
            history.append(level)
            warning = level < 0.2 && !monitor.isCharging ? "Battery low" : nil
        }
        .onReceive(monitor.$isCharging.dropFirst()) { charging in
            if charging { warning = nil }
        }
    }
}
