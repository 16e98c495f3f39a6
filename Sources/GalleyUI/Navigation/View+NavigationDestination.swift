// Navigation destinations. A destination for a data type is registered with the enclosing
// navigation stack, which pushes it for each value of its path of that type. A destination
// bound to a Boolean or an optional item is pushed while the binding holds. Either way the
// pushed view is evaluated like a sheet's content, with `isPresented` and a `dismiss` that
// pops it.

extension View {
    /// Associates a destination view with a presented data type for use within a navigation
    /// stack.
    nonisolated public func navigationDestination<D: Hashable, C: View>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View {
        modifier(DestinationRegistration(destination: destination))
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

/// `navigationDestination(for:destination:)`: a `.navigationDestination` node that registers
/// the destination with the navigation stack being evaluated.
nonisolated struct DestinationRegistration<D: Hashable, C: View>: ViewModifier, PrimitiveModifier {
    let destination: (D) -> C

    func body(content: Content) -> Never { primitiveBody(Self.self) }

    @MainActor func evaluate(
        in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext,
        content: @escaping @MainActor (ViewNode, EvaluationContext) -> Void
    ) {
        let node = evaluator.makeNode(
            ".navigationDestination", detail: "for: \(D.self)", parent: parent, context: context)
        NavigationDestinations.register(D.self, destination)
        content(node, context.inside(node))
    }
}
