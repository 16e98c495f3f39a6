// The small value types the accessibility modifiers take.

/// Defines the behavior for the child elements of the new parent element.
nonisolated public struct AccessibilityChildBehavior: Hashable, Sendable, CustomStringConvertible {
    /// The behavior's name, e.g. `combine`.
    public let description: String
    /// Any child accessibility elements become hidden.
    public static let ignore = AccessibilityChildBehavior(description: "ignore")
    /// Any child accessibility elements become children of the new accessibility element.
    public static let contain = AccessibilityChildBehavior(description: "contain")
    /// Combine any child accessibility element's properties for the new accessibility element.
    public static let combine = AccessibilityChildBehavior(description: "combine")
}

/// The structure that defines the kinds of available accessibility actions.
nonisolated public struct AccessibilityActionKind: Equatable, Sendable, CustomStringConvertible {
    /// The action's name, e.g. `escape`.
    public let description: String
    /// The value that represents the default accessibility action.
    public static let `default` = AccessibilityActionKind(description: "default")
    /// The value that represents an action that cancels a pending accessibility action.
    public static let escape = AccessibilityActionKind(description: "escape")
    /// The value that represents a magic tap accessibility action.
    public static let magicTap = AccessibilityActionKind(description: "magicTap")
    /// The value that represents a delete accessibility action.
    public static let delete = AccessibilityActionKind(description: "delete")
    /// The value that represents a show menu accessibility action.
    public static let showMenu = AccessibilityActionKind(description: "showMenu")

    /// Creates an action kind named by a text.
    public init(named name: Text) { description = name.string }

    init(description: String) { self.description = description }
}

/// A directional indicator you use when making an accessibility adjustment.
public enum AccessibilityAdjustmentDirection: Hashable, Sendable {
    /// Increment an adjustable component.
    case increment
    /// Decrement an adjustable component.
    case decrement
}

/// The hierarchy of a heading in relation other headings.
public enum AccessibilityHeadingLevel: UInt, Hashable, Sendable {
    /// A heading without a hierarchy.
    case unspecified
    /// Level 1 heading.
    case h1
    /// Level 2 heading.
    case h2
    /// Level 3 heading.
    case h3
    /// Level 4 heading.
    case h4
    /// Level 5 heading.
    case h5
    /// Level 6 heading.
    case h6
}
