// Text input behaviour of text fields: autocorrection, capitalization, the keyboard and the
// content type. Galley types nothing, so each is recorded.

extension View {
    /// Sets whether to disable autocorrection for this view; it writes
    /// `autocorrectionDisabled` for the subtree.
    nonisolated public func autocorrectionDisabled(_ disable: Bool = true) -> some View {
        modified(".autocorrectionDisabled", detail: disable ? nil : "false") { context, _ in
            context.environment.autocorrectionDisabled = disable
        }
    }

    /// Sets whether to disable autocorrection for this view (deprecated in SwiftUI in
    /// favour of `autocorrectionDisabled(_:)`); it writes `disableAutocorrection` for the
    /// subtree.
    nonisolated public func disableAutocorrection(_ disable: Bool?) -> some View {
        modified(".disableAutocorrection", detail: disable.map { "\($0)" } ?? "nil") { context, _ in
            context.environment.disableAutocorrection = disable
        }
    }

    /// Sets how often the shift key in the keyboard is automatically enabled. Recorded.
    nonisolated public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?)
        -> some View
    {
        inert(".textInputAutocapitalization", autocapitalization.map(\.description) ?? "nil")
    }

    /// Sets the keyboard type for this view. Recorded.
    nonisolated public func keyboardType(_ type: UIKeyboardType) -> some View {
        inert(".keyboardType", "\(type)")
    }

    /// Sets the text content type for this view, which the system uses to offer suggestions
    /// while the user enters text. Recorded.
    nonisolated public func textContentType(_ textContentType: UITextContentType?) -> some View {
        inert(".textContentType", textContentType?.rawValue ?? "nil")
    }
}
