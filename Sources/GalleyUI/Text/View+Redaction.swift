// Redaction and privacy. These are recorded: the environment value SwiftUI derives from
// them (`redactionReasons`) is declared with the other built-in environment values.

extension View {
    /// Adds a reason to apply a redaction to this view hierarchy. Recorded.
    nonisolated public func redacted(reason: RedactionReasons) -> some View {
        inert(".redacted", reason.description)
    }

    /// Removes any reason to apply a redaction to this view hierarchy. Recorded.
    nonisolated public func unredacted() -> some View { inert(".unredacted") }

    /// Marks the view as containing sensitive, private user data. Recorded.
    nonisolated public func privacySensitive(_ sensitive: Bool = true) -> some View {
        inert(".privacySensitive", sensitive ? nil : "false")
    }
}
