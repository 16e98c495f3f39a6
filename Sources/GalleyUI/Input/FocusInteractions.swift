/// Values describing different focus interactions that a view can support.
public struct FocusInteractions: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: Int
    /// Creates a set of focus interactions from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The view has a primary action that can be activated via focus gestures.
    public static let activate = FocusInteractions(rawValue: 1)
    /// The view captures input from non-spatial sources like a keyboard or Digital Crown.
    public static let edit = FocusInteractions(rawValue: 2)
    /// The view supports whatever focus-driven interactions are commonly expected for
    /// interactive content on the current platform.
    public static let automatic: FocusInteractions = [.activate, .edit]
}

extension View {
    /// Specifies if the view is focusable, and if so, what focus-driven interactions it
    /// supports. The view takes part in focus as `focusable(_:)` makes it.
    nonisolated public func focusable(_ isFocusable: Bool = true, interactions: FocusInteractions) -> some View {
        modified(".focusable") { _, node in node.isFocusable = isFocusable }
    }

    /// Adds a condition that controls whether this view can display focus effects, such as a
    /// default focus ring or hover effect.
    nonisolated public func focusEffectDisabled(_ disabled: Bool = true) -> some View {
        inert(".focusEffectDisabled", "\(disabled)")
    }
}
