import SwiftUI

final class Thermostat: ObservableObject {
    let objectWillChange = PassthroughSubject<Void, Never>()

    var target = 21 {
        willSet { objectWillChange.send() }
    }
}

struct ThermostatDial: View {
    @ObservedObject var thermostat: Thermostat

    var body: some View {
        HStack {
            Button("−") { thermostat.target -= 1 }
            Text("\(thermostat.target)°C").monospacedDigit()
            Button("+") { thermostat.target += 1 }
        }
    }
}
