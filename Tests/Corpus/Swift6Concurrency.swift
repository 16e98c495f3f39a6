import SwiftUI

struct Formatter: Sendable {
    var format: @Sendable (Double) -> String
    static let standard = Formatter { String($0) }
}

extension EnvironmentValues {
    @Entry var formatter: Formatter = .standard
}

@MainActor final class Analytics {
    func track(_ event: String) {}
}

extension EnvironmentValues {
    @Entry var analytics: Analytics? = nil
}
