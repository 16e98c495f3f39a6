import SwiftUI

struct FeatureFlags: Equatable {
    var newCheckout = false
    var darkIcons = true
}

private struct FeatureFlagsKey: EnvironmentKey {
    static let defaultValue = FeatureFlags()
}

extension EnvironmentValues {
    var featureFlags: FeatureFlags {
        get { self[FeatureFlagsKey.self] }
        set { self[FeatureFlagsKey.self] = newValue }
    }
}

struct CheckoutEntry: View {
    @Environment(\.featureFlags) private var flags

    var body: some View {
        if flags.newCheckout {
            Text("New checkout")
        } else {
            Text("Classic checkout")
        }
    }
}

struct BetaShell: View {
    var body: some View {
        CheckoutEntry()
            .transformEnvironment(\.featureFlags) { $0.newCheckout = true }
    }
}
