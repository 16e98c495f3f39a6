// Confirmation dialogs, presented like alerts: the actions and message of a presented
// dialog are evaluated as its content; no action is ever chosen.

extension View {
    /// Presents a confirmation dialog when a given condition is true with a localized title.
    nonisolated public func confirmationDialog<A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> some View {
        dialog(
            ".confirmationDialog", title: titleKey.resolved, isPresented: isPresented, data: (),
            actions: { _ in actions() }, message: { _ in EmptyView() })
    }

    /// Presents a confirmation dialog with a message when a given condition is true with a localized title.
    nonisolated public func confirmationDialog<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        dialog(
            ".confirmationDialog", title: titleKey.resolved, isPresented: isPresented, data: (),
            actions: { _ in actions() }, message: { _ in message() })
    }

    /// Presents a confirmation dialog for the given data when a given condition is true with a localized title.
    nonisolated public func confirmationDialog<A: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?,
        @ViewBuilder actions: (T) -> A
    ) -> some View {
        dialog(
            ".confirmationDialog", title: titleKey.resolved, isPresented: isPresented, data: data, actions: actions,
            message: { _ in EmptyView() })
    }

    /// Presents a confirmation dialog with a message for the given data when a given condition is true with a localized title.
    nonisolated public func confirmationDialog<A: View, M: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        dialog(
            ".confirmationDialog", title: titleKey.resolved, isPresented: isPresented, data: data, actions: actions,
            message: message)
    }

    /// Presents a confirmation dialog when a given condition is true with a text view for the title.
    nonisolated public func confirmationDialog<A: View>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> some View {
        dialog(
            ".confirmationDialog", title: title.string, isPresented: isPresented, data: (), actions: { _ in actions() },
            message: { _ in EmptyView() })
    }

    /// Presents a confirmation dialog with a message when a given condition is true with a text view for the title.
    nonisolated public func confirmationDialog<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        dialog(
            ".confirmationDialog", title: title.string, isPresented: isPresented, data: (), actions: { _ in actions() },
            message: { _ in message() })
    }

    /// Presents a confirmation dialog for the given data when a given condition is true with a text view for the title.
    nonisolated public func confirmationDialog<A: View, T>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A
    ) -> some View {
        dialog(
            ".confirmationDialog", title: title.string, isPresented: isPresented, data: data, actions: actions,
            message: { _ in EmptyView() })
    }

    /// Presents a confirmation dialog with a message for the given data when a given condition is true with a text view for the title.
    nonisolated public func confirmationDialog<A: View, M: View, T>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        dialog(
            ".confirmationDialog", title: title.string, isPresented: isPresented, data: data, actions: actions,
            message: message)
    }

    /// Presents a confirmation dialog when a given condition is true with a string title.
    nonisolated public func confirmationDialog<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
    ) -> some View {
        dialog(
            ".confirmationDialog", title: String(title), isPresented: isPresented, data: (),
            actions: { _ in actions() }, message: { _ in EmptyView() })
    }

    /// Presents a confirmation dialog with a message when a given condition is true with a string title.
    nonisolated public func confirmationDialog<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        dialog(
            ".confirmationDialog", title: String(title), isPresented: isPresented, data: (),
            actions: { _ in actions() }, message: { _ in message() })
    }

    /// Presents a confirmation dialog for the given data when a given condition is true with a string title.
    nonisolated public func confirmationDialog<S: StringProtocol, A: View, T>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A
    ) -> some View {
        dialog(
            ".confirmationDialog", title: String(title), isPresented: isPresented, data: data, actions: actions,
            message: { _ in EmptyView() })
    }

    /// Presents a confirmation dialog with a message for the given data when a given condition is true with a string title.
    nonisolated public func confirmationDialog<S: StringProtocol, A: View, M: View, T>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        dialog(
            ".confirmationDialog", title: String(title), isPresented: isPresented, data: data, actions: actions,
            message: message)
    }
}
