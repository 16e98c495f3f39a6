import SwiftUI

extension SwiftUI.EnvironmentValues {
    @Entry var region = "EU"
}

private struct ManualKey: SwiftUICore.EnvironmentKey {
    static let defaultValue = 3
}
