// The small option types the scrolling modifiers take. Galley scrolls nothing; the modifiers
// record the option in the evaluated tree.

/// The visibility of scroll indicators of a UI element.
public struct ScrollIndicatorVisibility: Equatable, Sendable, CustomStringConvertible {
    public let description: String
    /// Scroll indicator visibility depends on the policies of the component accepting the configuration.
    public static let automatic = ScrollIndicatorVisibility(description: "automatic")
    /// Show the scroll indicators.
    public static let visible = ScrollIndicatorVisibility(description: "visible")
    /// Hide the scroll indicators, except where the platform shows them regardless.
    public static let hidden = ScrollIndicatorVisibility(description: "hidden")
    /// Scroll indicators should never be visible.
    public static let never = ScrollIndicatorVisibility(description: "never")
}

/// The ways that scrollable content can interact with the software keyboard.
public struct ScrollDismissesKeyboardMode: Sendable, CustomStringConvertible {
    public let description: String
    /// Determine the mode automatically based on the surrounding context.
    public static let automatic = ScrollDismissesKeyboardMode(description: "automatic")
    /// Dismiss the keyboard as soon as scrolling starts.
    public static let immediately = ScrollDismissesKeyboardMode(description: "immediately")
    /// Enable people to interactively dismiss the keyboard as part of the scroll operation.
    public static let interactively = ScrollDismissesKeyboardMode(description: "interactively")
    /// Never dismiss the keyboard automatically as a result of scrolling.
    public static let never = ScrollDismissesKeyboardMode(description: "never")
}

/// The ways that a scrollable view can bounce when it reaches the end of its content.
public struct ScrollBounceBehavior: Sendable, CustomStringConvertible {
    public let description: String
    /// The automatic behavior.
    public static let automatic = ScrollBounceBehavior(description: "automatic")
    /// The scrollable view always bounces along the specified axis.
    public static let always = ScrollBounceBehavior(description: "always")
    /// The scrollable view bounces when its content is large enough to require scrolling.
    public static let basedOnSize = ScrollBounceBehavior(description: "basedOnSize")
}

/// The placement of margins.
public struct ContentMarginPlacement: Sendable, CustomStringConvertible {
    public let description: String
    /// The automatic placement.
    public static let automatic = ContentMarginPlacement(description: "automatic")
    /// The scroll content placement.
    public static let scrollContent = ContentMarginPlacement(description: "scrollContent")
    /// The scroll indicators placement.
    public static let scrollIndicators = ContentMarginPlacement(description: "scrollIndicators")
}

/// A type defining the role of a scroll anchor.
public struct ScrollAnchorRole: Hashable, Sendable, CustomStringConvertible {
    public let description: String
    /// The role for the anchor used when the scroll view first appears.
    public static let initialOffset = ScrollAnchorRole(description: "initialOffset")
    /// The role for the anchor used when the container changes size.
    public static let sizeChanges = ScrollAnchorRole(description: "sizeChanges")
    /// The role for the anchor used when the content changes size and alignment applies.
    public static let alignment = ScrollAnchorRole(description: "alignment")
}
