/// The reasons to apply a redaction to data displayed on screen.
public struct RedactionReasons: OptionSet, Sendable, CustomStringConvertible {
    /// The raw bits.
    public let rawValue: Int
    /// Creates reasons from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Displayed data should appear as generic placeholders.
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    /// Displayed data should be obscured to protect private information.
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    /// Displayed data should appear as invalidated and pending a new update.
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)

    /// The reasons' names, e.g. `[placeholder, privacy]`.
    public var description: String {
        let names = [
            (RedactionReasons.placeholder, "placeholder"), (.privacy, "privacy"), (.invalidated, "invalidated"),
        ]
        return "[" + names.filter { contains($0.0) }.map(\.1).joined(separator: ", ") + "]"
    }
}
