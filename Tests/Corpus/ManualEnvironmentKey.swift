import SwiftUI

private struct MyEnvironmentKey: EnvironmentKey {
    static let defaultValue: String = "Default value"
}

extension EnvironmentValues {
    var myCustomValue: String {
        get { self[MyEnvironmentKey.self] }
        set { self[MyEnvironmentKey.self] = newValue }
    }
}

struct Reader: View {
    @Environment(\.myCustomValue) var value
    var body: some View {
        Text(value).environment(\.myCustomValue, "Another value")
    }
}
