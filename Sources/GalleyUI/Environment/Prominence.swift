/// The visual prominence of a section header, set with `headerProminence(_:)`.
public enum Prominence: Hashable, Sendable {
    /// The standard prominence.
    case standard
    /// An increased prominence.
    case increased
}

/// The visual prominence of badges, set with `badgeProminence(_:)`.
public struct BadgeProminence: Hashable, Sendable, CustomStringConvertible {
    /// The prominence's name.
    public let description: String
    /// The lowest level of prominence for a badge.
    public static let decreased = BadgeProminence(description: "decreased")
    /// The standard level of prominence for a badge.
    public static let standard = BadgeProminence(description: "standard")
    /// The highest level of prominence for a badge.
    public static let increased = BadgeProminence(description: "increased")
}

/// The prominence of the background underneath views.
public struct BackgroundProminence: Hashable, Sendable, CustomStringConvertible {
    /// The prominence's name.
    public let description: String
    /// The standard prominence of a background.
    public static let standard = BackgroundProminence(description: "standard")
    /// A more prominent background, such as a selected row's.
    public static let increased = BackgroundProminence(description: "increased")
}
