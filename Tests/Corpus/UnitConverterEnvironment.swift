import SwiftUI

enum DistanceUnit: String { case km, mi }

extension EnvironmentValues {
    @Entry var distanceUnit: DistanceUnit = .km
}

struct DistanceText: View {
    let kilometres: Double
    @Environment(\.distanceUnit) private var unit

    var body: some View {
        let value = unit == .km ? kilometres : kilometres * 0.621
        Text("\(value, specifier: "%.1f") \(unit.rawValue)")
    }
}

struct RunHistory: View {
    var body: some View {
        List {
            DistanceText(kilometres: 5)
            DistanceText(kilometres: 10)
        }
        .environment(\.distanceUnit, .mi)
    }
}
