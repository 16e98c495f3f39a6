import SwiftUI

extension EnvironmentValues {
    @Entry var chipEmphasis: Double = 0.5
}

extension View {
    func chipEmphasis(_ value: Double) -> some View {
        environment(\.chipEmphasis, value)
    }
}

struct Chip: View {
    @Environment(\.chipEmphasis) var emphasis
    var body: some View {
        Capsule().fill(Color.accentColor.opacity(emphasis))
    }
}

struct Chips: View {
    var body: some View {
        HStack {
            Chip()
            Chip().chipEmphasis(1)
        }
    }
}
