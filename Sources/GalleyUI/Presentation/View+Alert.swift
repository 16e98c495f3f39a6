// Alerts. A presented alert's actions and message are evaluated as its content (see
// `DialogContent`); no action is ever chosen. The forms that take the deprecated `Alert`
// value are in `View+LegacyDialogs.swift`.

extension View {
    /// Presents an alert when a given condition is true with a localized title.
    nonisolated public func alert<A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
    ) -> some View {
        dialog(
            ".alert", title: titleKey.resolved, isPresented: isPresented, data: (), actions: { _ in actions() },
            message: { _ in EmptyView() })
    }

    /// Presents an alert with a message when a given condition is true with a localized title.
    nonisolated public func alert<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        dialog(
            ".alert", title: titleKey.resolved, isPresented: isPresented, data: (), actions: { _ in actions() },
            message: { _ in message() })
    }

    /// Presents an alert for the given data when a given condition is true with a localized title.
    nonisolated public func alert<A: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: (T) -> A
    ) -> some View {
        dialog(
            ".alert", title: titleKey.resolved, isPresented: isPresented, data: data, actions: actions,
            message: { _ in EmptyView() })
    }

    /// Presents an alert with a message for the given data when a given condition is true with a localized title.
    nonisolated public func alert<A: View, M: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        dialog(
            ".alert", title: titleKey.resolved, isPresented: isPresented, data: data, actions: actions, message: message
        )
    }

    /// Presents an alert when a given condition is true with a text view for the title.
    nonisolated public func alert<A: View>(
        _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
    ) -> some View {
        dialog(
            ".alert", title: title.string, isPresented: isPresented, data: (), actions: { _ in actions() },
            message: { _ in EmptyView() })
    }

    /// Presents an alert with a message when a given condition is true with a text view for the title.
    nonisolated public func alert<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        dialog(
            ".alert", title: title.string, isPresented: isPresented, data: (), actions: { _ in actions() },
            message: { _ in message() })
    }

    /// Presents an alert for the given data when a given condition is true with a text view for the title.
    nonisolated public func alert<A: View, T>(
        _ title: Text, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: (T) -> A
    ) -> some View {
        dialog(
            ".alert", title: title.string, isPresented: isPresented, data: data, actions: actions,
            message: { _ in EmptyView() })
    }

    /// Presents an alert with a message for the given data when a given condition is true with a text view for the title.
    nonisolated public func alert<A: View, M: View, T>(
        _ title: Text, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        dialog(".alert", title: title.string, isPresented: isPresented, data: data, actions: actions, message: message)
    }

    /// Presents an alert when a given condition is true with a string title.
    nonisolated public func alert<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
    ) -> some View {
        dialog(
            ".alert", title: String(title), isPresented: isPresented, data: (), actions: { _ in actions() },
            message: { _ in EmptyView() })
    }

    /// Presents an alert with a message when a given condition is true with a string title.
    nonisolated public func alert<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        dialog(
            ".alert", title: String(title), isPresented: isPresented, data: (), actions: { _ in actions() },
            message: { _ in message() })
    }

    /// Presents an alert for the given data when a given condition is true with a string title.
    nonisolated public func alert<S: StringProtocol, A: View, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: (T) -> A
    ) -> some View {
        dialog(
            ".alert", title: String(title), isPresented: isPresented, data: data, actions: actions,
            message: { _ in EmptyView() })
    }

    /// Presents an alert with a message for the given data when a given condition is true with a string title.
    nonisolated public func alert<S: StringProtocol, A: View, M: View, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        dialog(".alert", title: String(title), isPresented: isPresented, data: data, actions: actions, message: message)
    }

    /// Presents an alert when an error is present.
    nonisolated public func alert<E: LocalizedError, A: View>(
        isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: () -> A
    ) -> some View {
        dialog(
            ".alert", title: error?.errorDescription ?? "", isPresented: isPresented, data: error,
            actions: { _ in actions() }, message: { _ in EmptyView() })
    }

    /// Presents an alert with a message when an error is present.
    nonisolated public func alert<E: LocalizedError, A: View, M: View>(
        isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: (E) -> A,
        @ViewBuilder message: (E) -> M
    ) -> some View {
        dialog(
            ".alert", title: error?.errorDescription ?? "", isPresented: isPresented, data: error,
            actions: actions, message: message)
    }
}
