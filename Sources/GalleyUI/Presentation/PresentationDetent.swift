/// A type that represents a height where a sheet naturally rests. Recorded only: Galley does
/// not size sheets.
public struct PresentationDetent: Hashable, Sendable, CustomStringConvertible {
    /// The detent, described.
    public let description: String

    /// The system detent for a sheet that's approximately half the height of the screen.
    public static let medium = PresentationDetent(description: "medium")
    /// The system detent for a sheet at full height.
    public static let large = PresentationDetent(description: "large")

    /// A custom detent with the specified fractional height.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
        PresentationDetent(description: "fraction(\(fraction))")
    }

    /// A custom detent with the specified height.
    public static func height(_ height: CGFloat) -> PresentationDetent {
        PresentationDetent(description: "height(\(height))")
    }

    /// A custom detent with a calculated height.
    public static func custom<D: CustomPresentationDetent>(_ type: D.Type) -> PresentationDetent {
        PresentationDetent(description: "custom(\(D.self))")
    }

    /// Information that you use to calculate the presentation's height.
    @dynamicMemberLookup public struct Context {
        /// The height that the presentation can occupy at most.
        public let maxDetentValue: CGFloat
        let environment: EnvironmentValues

        /// Returns the value of the environment property at `keyPath`.
        public subscript<T>(dynamicMember keyPath: KeyPath<EnvironmentValues, T>) -> T {
            environment[keyPath: keyPath]
        }
    }
}

/// The definition of a custom detent with a calculated height.
public protocol CustomPresentationDetent {
    /// Calculates and returns a height based on the context, or nil to hide the detent.
    static func height(in context: Self.Context) -> CGFloat?
}

extension CustomPresentationDetent {
    /// Information that you use to calculate the presentation's height.
    public typealias Context = PresentationDetent.Context
}
