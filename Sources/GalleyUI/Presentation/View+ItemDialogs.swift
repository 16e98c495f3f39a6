// Confirmation dialogs presented for an optional item, and context menus given as a value or
// with a preview. A dialog is presented while its item is non-nil, as SwiftUI's is, with the
// item handed to its actions and message; dismissing it sets the item to nil.

extension View {
    /// Presents a confirmation dialog using data to produce the dialog's content, while
    /// `item` holds a value, with a text view for the title.
    nonisolated public func confirmationDialog<A: View, T>(
        _ title: Text, item data: Binding<T?>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: (T) -> A
    ) -> some View {
        dialog(
            ".confirmationDialog", title: title.string, isPresented: presence(of: data), data: data.wrappedValue,
            actions: actions, message: { _ in EmptyView() })
    }

    /// Presents a confirmation dialog with a message using data to produce the dialog's
    /// content, while `item` holds a value, with a text view for the title.
    nonisolated public func confirmationDialog<A: View, M: View, T>(
        _ title: Text, item data: Binding<T?>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        dialog(
            ".confirmationDialog", title: title.string, isPresented: presence(of: data), data: data.wrappedValue,
            actions: actions, message: message)
    }

    /// Whether `item` holds a value, as a binding: setting it to false sets the item to nil.
    nonisolated private func presence<T>(of item: Binding<T?>) -> Binding<Bool> {
        Binding(
            get: { item.wrappedValue != nil },
            set: { if !$0 { item.wrappedValue = nil } })
    }

    /// Adds a context menu to the view, or removes it when `contextMenu` is nil (deprecated
    /// in SwiftUI in favour of `contextMenu(menuItems:)`). The items are evaluated, never
    /// chosen.
    nonisolated public func contextMenu<MenuItems: View>(_ contextMenu: ContextMenu<MenuItems>?) -> some View {
        modifier(
            AttachedContentModifier(
                name: ".contextMenu", detail: contextMenu == nil ? "none" : nil,
                attached: contextMenu?.menuItems))
    }

    /// Adds a context menu with a custom preview to the view. The items are evaluated, then
    /// the preview; neither is ever shown.
    nonisolated public func contextMenu<M: View, P: View>(
        @ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P
    ) -> some View {
        let items = menuItems()
        let preview = preview()
        return modifier(AttachedContentModifier(name: ".contextMenu", attached: TupleView((items, preview))))
    }

    /// Marks this view as searchable with text, editable tokens and a binding to whether the
    /// search field is presented; Galley presents nothing, so the binding is only read.
    nonisolated public func searchable<C: RandomAccessCollection & RangeReplaceableCollection>(
        text: Binding<String>, editableTokens: Binding<C>, isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic, prompt: some StringProtocol,
        @ViewBuilder token: @escaping (Binding<C.Element>) -> some View
    ) -> some View where C.Element: Identifiable {
        inert(
            ".searchable",
            quoted(text.wrappedValue)
                + ", tokens: \(editableTokens.wrappedValue.count), isPresented: \(isPresented.wrappedValue), placement: \(placement)"
        )
    }
}

/// A container for views that you present as menu items in a context menu (deprecated in
/// SwiftUI in favour of `contextMenu(menuItems:)`).
public struct ContextMenu<MenuItems: View> {
    let menuItems: MenuItems

    /// Creates a context menu with the given items.
    public init(@ViewBuilder menuItems: () -> MenuItems) { self.menuItems = menuItems() }
}
