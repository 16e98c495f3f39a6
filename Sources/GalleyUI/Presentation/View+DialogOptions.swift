// Options of alerts and confirmation dialogs: icon, severity, suppression toggle. Recorded
// on the view; the toggle is never shown, so its binding is not written.

extension View {
    /// Configures the icon used by dialogs within this view.
    nonisolated public func dialogIcon(_ icon: Image?) -> some View {
        inert(".dialogIcon", icon.map { "\($0)" } ?? "nil")
    }

    /// Sets the severity for alerts and confirmation dialogs within this view.
    nonisolated public func dialogSeverity(_ severity: DialogSeverity) -> some View {
        inert(".dialogSeverity", severity.description)
    }

    /// Enables user suppression of dialogs and alerts presented within this view, with a
    /// default label.
    nonisolated public func dialogSuppressionToggle(isSuppressed: Binding<Bool>) -> some View {
        inert(".dialogSuppressionToggle", "\(isSuppressed.wrappedValue)")
    }

    /// Enables user suppression of dialogs and alerts presented within this view, with a
    /// label from a localized string key.
    nonisolated public func dialogSuppressionToggle(
        _ titleKey: LocalizedStringKey, isSuppressed: Binding<Bool>
    ) -> some View {
        inert(".dialogSuppressionToggle", quoted(titleKey.resolved))
    }

    /// Enables user suppression of dialogs and alerts presented within this view, with a
    /// label from a string.
    nonisolated public func dialogSuppressionToggle<S: StringProtocol>(
        _ title: S, isSuppressed: Binding<Bool>
    ) -> some View {
        inert(".dialogSuppressionToggle", quoted(String(title)))
    }

    /// Enables user suppression of dialogs and alerts presented within this view, with a
    /// text label.
    nonisolated public func dialogSuppressionToggle(_ label: Text, isSuppressed: Binding<Bool>)
        -> some View
    {
        inert(".dialogSuppressionToggle", quoted(label.string))
    }
}

/// The severity of an alert or confirmation dialog.
public struct DialogSeverity: Equatable, Sendable, CustomStringConvertible {
    /// The severity's name.
    public let description: String
    /// The default dialog severity.
    public static let automatic = DialogSeverity(description: "automatic")
    /// A severity that indicates the dialog is important and deserves attention.
    public static let critical = DialogSeverity(description: "critical")
    /// A severity for dialogs of ordinary importance.
    public static let standard = DialogSeverity(description: "standard")
}
