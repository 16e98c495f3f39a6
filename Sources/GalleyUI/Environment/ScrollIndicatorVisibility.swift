/// The visibility of scroll indicators, read from the environment by scrollable views.
public struct ScrollIndicatorVisibility: Equatable, Sendable, CustomStringConvertible {
    /// The visibility's name.
    public let description: String
    /// Scroll indicator visibility depends on the policies of the component accepting the
    /// visibility configuration.
    public static var automatic: ScrollIndicatorVisibility { .init(description: "automatic") }
    /// Show the scroll indicators.
    public static var visible: ScrollIndicatorVisibility { .init(description: "visible") }
    /// Hide the scroll indicators, unless the platform shows them anyway.
    public static var hidden: ScrollIndicatorVisibility { .init(description: "hidden") }
    /// Never show the scroll indicators.
    public static var never: ScrollIndicatorVisibility { .init(description: "never") }
}
