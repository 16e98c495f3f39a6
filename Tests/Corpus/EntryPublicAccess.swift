import SwiftUI

public struct Theme: Sendable {
    public var cornerRadius: Double
    public static let standard = Theme(cornerRadius: 8)
}

extension EnvironmentValues {
    @Entry public var theme: Theme = .standard
}
