// Badges on views (list rows, tab items) and their prominence. A badge is recorded;
// `badgeProminence(_:)` writes the environment value badges read.

extension View {
    /// Generates a badge for the view from an integer value; zero shows none.
    nonisolated public func badge(_ count: Int) -> some View {
        inert(".badge", "\(count)")
    }

    /// Generates a badge for the view from a text view.
    nonisolated public func badge(_ label: Text?) -> some View {
        inert(".badge", label.map { quoted($0.string) })
    }

    /// Generates a badge for the view from a localized string key.
    nonisolated public func badge(_ key: LocalizedStringKey?) -> some View {
        inert(".badge", key.map { quoted($0.resolved) })
    }

    /// Generates a badge for the view from a string.
    nonisolated public func badge<S: StringProtocol>(_ label: S?) -> some View {
        inert(".badge", label.map { quoted(String($0)) })
    }

    /// Specifies the prominence of badges created by this view.
    nonisolated public func badgeProminence(_ prominence: BadgeProminence) -> some View {
        modified(".badgeProminence", detail: prominence.description) { context, _ in
            context.environment.badgeProminence = prominence
        }
    }
}
