import SwiftUI

struct ReadingPreferencesCard: View {
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.colorSchemeContrast) private var contrast
    @Environment(\.dynamicTypeSize) private var typeSize
    @Environment(\.legibilityWeight) private var weight

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Reading")
                .font(.headline)
            Text(colorScheme == .dark ? "Night paper" : "Day paper")
            if contrast == .increased {
                Text("High contrast ink")
            }
            if typeSize.isAccessibilitySize {
                Text("Large print edition")
            } else {
                Text("Standard print")
            }
            Text(weight == .bold ? "Bold letters" : "Regular letters")
        }
        .padding()
    }
}

struct ReadingPreferencesScreen: View {
    var body: some View {
        ReadingPreferencesCard()
            .environment(\.colorScheme, .dark)
            .dynamicTypeSize(.accessibility2)
            .environment(\.legibilityWeight, .bold)
    }
}
