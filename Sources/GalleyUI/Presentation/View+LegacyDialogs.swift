// The deprecated alert and action sheet modifiers, which take `Alert` and `ActionSheet`
// values. Presented like `alert(_:isPresented:actions:)`: the message and buttons of a
// showing alert are evaluated as its content.

extension View {
    /// Presents an alert to the user.
    nonisolated public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
        legacyDialog(".alert", isPresented.wrappedValue ? content() : nil) {
            isPresented.wrappedValue = false
        }
    }

    /// Presents an alert to the user, built from an item.
    nonisolated public func alert<Item: Identifiable>(
        item: Binding<Item?>, content: (Item) -> Alert
    ) -> some View {
        legacyDialog(".alert", item.wrappedValue.map(content)) { item.wrappedValue = nil }
    }

    /// Presents an action sheet when a given condition is true.
    nonisolated public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet)
        -> some View
    {
        let sheet = isPresented.wrappedValue ? content() : nil
        return legacyDialog(
            ".actionSheet", sheet.map { Alert(title: $0.title, message: $0.message, buttons: $0.buttons) }
        ) { isPresented.wrappedValue = false }
    }

    /// Presents an action sheet using the given item as a data source for the sheet's content.
    nonisolated public func actionSheet<T: Identifiable>(
        item: Binding<T?>, content: (T) -> ActionSheet
    ) -> some View {
        let sheet = item.wrappedValue.map(content)
        return legacyDialog(
            ".actionSheet", sheet.map { Alert(title: $0.title, message: $0.message, buttons: $0.buttons) }
        ) { item.wrappedValue = nil }
    }

    nonisolated private func legacyDialog(
        _ name: String, _ alert: Alert?, dismiss: @escaping () -> Void
    ) -> some View {
        let content = alert.map { LegacyDialogContent(message: $0.message, buttons: $0.buttons) }
        return modifier(
            PresentationModifier(
                name: name, detail: alert.map { quoted($0.title.string) }, content: { content },
                dismiss: dismiss))
    }
}

extension Alert {
    /// An alert with the given buttons, for action sheets shown through the alert path.
    init(title: Text, message: Text?, buttons: [Button]) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }
}
