// Inspectors: a trailing column (or sheet, in compact widths) presented while a binding is
// true. Modelled like a sheet: the content is evaluated while presented, with `isPresented`
// and a `dismiss` that resets the binding.

extension View {
    /// Inserts an inspector, which you show and hide with a binding.
    nonisolated public func inspector<V: View>(
        isPresented: Binding<Bool>, @ViewBuilder content: () -> V
    ) -> some View {
        let presented = isPresented.wrappedValue ? content() : nil
        return modifier(
            PresentationModifier(
                name: ".inspector", detail: nil, content: { presented },
                dismiss: { isPresented.wrappedValue = false }))
    }

    /// Sets a fixed, preferred width for the inspector containing this view.
    nonisolated public func inspectorColumnWidth(_ width: CGFloat) -> some View {
        inert(".inspectorColumnWidth", "\(width)")
    }

    /// Sets a flexible, preferred width for the inspector in a trailing-column presentation.
    nonisolated public func inspectorColumnWidth(
        min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil
    ) -> some View {
        inert(".inspectorColumnWidth", "ideal: \(ideal)")
    }
}
