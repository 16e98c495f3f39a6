import SwiftUI

private struct LineSpacingKey: EnvironmentKey {
    static let defaultValue: Double = 1
}

extension EnvironmentValues {
    var readingLineSpacing: Double {
        get { self[LineSpacingKey.self] }
        set { self[LineSpacingKey.self] = min(max(newValue, 0.5), 3) }
    }
}
