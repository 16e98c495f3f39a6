// Navigation destinations. A destination for a data type is registered, not shown: Galley
// does not push path values. A destination bound to a Boolean or an optional item is pushed
// while the binding holds, and is evaluated like a sheet's content, with `isPresented` and a
// `dismiss` that pops it (resets the binding).

extension View {
    /// Associates a destination view with a presented data type for use within a navigation
    /// stack.
    nonisolated public func navigationDestination<D: Hashable, C: View>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View {
        inert(".navigationDestination", "for: \(D.self)")
    }

    /// Associates a destination view with a binding that can be used to push the view onto a
    /// navigation stack.
    nonisolated public func navigationDestination<V: View>(
        isPresented: Binding<Bool>, @ViewBuilder destination: () -> V
    ) -> some View {
        let pushed = isPresented.wrappedValue ? destination() : nil
        return modifier(
            PresentationModifier(
                name: ".navigationDestination", detail: nil, content: { pushed },
                dismiss: { isPresented.wrappedValue = false }))
    }

    /// Associates a destination view with a bound value for use within a navigation stack or
    /// navigation split view.
    nonisolated public func navigationDestination<D: Hashable, C: View>(
        item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View {
        presenting(".navigationDestination", item: item, content: destination)
    }
}
