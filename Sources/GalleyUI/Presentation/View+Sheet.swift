// Sheets, full-screen covers and popovers: modelled presentations (see
// `PresentationModifier`). Galley shows every one of them the same way; how each looks on a
// device is not modelled.

extension View {
    /// Presents a sheet when a binding to a Boolean value that you provide is true.
    nonisolated public func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        presenting(".sheet", isPresented: isPresented, onDismiss: onDismiss, content: content)
    }

    /// Presents a sheet using the given item as a data source for the sheet's content.
    nonisolated public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        presenting(".sheet", item: item, onDismiss: onDismiss, content: content)
    }

    /// Presents a modal view that covers as much of the screen as possible when a binding to
    /// a Boolean value that you provide is true.
    nonisolated public func fullScreenCover<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        presenting(".fullScreenCover", isPresented: isPresented, onDismiss: onDismiss, content: content)
    }

    /// Presents a modal view that covers as much of the screen as possible using the given
    /// item as a data source for the content.
    nonisolated public func fullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        presenting(".fullScreenCover", item: item, onDismiss: onDismiss, content: content)
    }

    /// Presents a popover when a given condition is true.
    nonisolated public func popover<Content: View>(
        isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
        arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        presenting(".popover", isPresented: isPresented, content: content)
    }

    /// Presents a popover using the given item as a data source for the popover's content.
    nonisolated public func popover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
        arrowEdge: Edge? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        presenting(".popover", item: item, content: content)
    }
}
