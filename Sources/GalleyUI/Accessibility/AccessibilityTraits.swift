/// A set of accessibility traits that describe how an element behaves.
public struct AccessibilityTraits: OptionSet, Sendable, CustomStringConvertible {
    /// The raw bits.
    public let rawValue: UInt32
    /// Creates traits from raw bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The accessibility element is a button.
    public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
    /// The accessibility element is a header that divides content into sections.
    public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
    /// The accessibility element is currently selected.
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
    /// The accessibility element is a link.
    public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
    /// The accessibility element is a search field.
    public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
    /// The accessibility element is an image.
    public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
    /// The accessibility element plays its own sound when activated.
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
    /// The accessibility element behaves as a keyboard key.
    public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 7)
    /// The accessibility element is a static text that cannot be modified by the user.
    public static let isStaticText = AccessibilityTraits(rawValue: 1 << 8)
    /// The accessibility element provides summary information when the application starts.
    public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
    /// The accessibility element frequently updates its label or value.
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
    /// The accessibility element starts a media session when it is activated.
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
    /// The accessibility element allows direct touch interaction for VoiceOver users.
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
    /// The accessibility element causes an automatic page turn when VoiceOver finishes reading it.
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
    /// The accessibility element is modal.
    public static let isModal = AccessibilityTraits(rawValue: 1 << 14)
    /// The accessibility element is a toggle.
    public static let isToggle = AccessibilityTraits(rawValue: 1 << 15)
    /// The accessibility element is a tab bar.
    public static let isTabBar = AccessibilityTraits(rawValue: 1 << 16)

    private static let names: [(AccessibilityTraits, String)] = [
        (.isButton, "isButton"), (.isHeader, "isHeader"), (.isSelected, "isSelected"), (.isLink, "isLink"),
        (.isSearchField, "isSearchField"), (.isImage, "isImage"), (.playsSound, "playsSound"),
        (.isKeyboardKey, "isKeyboardKey"), (.isStaticText, "isStaticText"),
        (.isSummaryElement, "isSummaryElement"), (.updatesFrequently, "updatesFrequently"),
        (.startsMediaSession, "startsMediaSession"), (.allowsDirectInteraction, "allowsDirectInteraction"),
        (.causesPageTurn, "causesPageTurn"), (.isModal, "isModal"), (.isToggle, "isToggle"),
        (.isTabBar, "isTabBar"),
    ]

    /// The traits' names, e.g. `[isButton, isSelected]`.
    public var description: String {
        "[" + Self.names.filter { contains($0.0) }.map(\.1).joined(separator: ", ") + "]"
    }
}
