extension View {
    /// Applies the given transaction mutation function to all animations used within the view.
    ///
    /// The closure runs each time this view is evaluated, with the transaction of that
    /// update (an empty one on the first evaluation); its changes apply to the subtree.
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
        modified(".transaction") { context, _ in transform(&context.transaction) }
    }

    /// Applies the given transaction mutation function when `value` changed since the view
    /// was last evaluated.
    public func transaction<V: Equatable>(
        value: V, _ transform: @escaping (inout Transaction) -> Void
    ) -> some View {
        modified(".transaction") { context, node in
            if let evaluator = node.evaluator, evaluator.changed(value, at: node.path) {
                transform(&context.transaction)
            }
        }
    }

    /// Applies the given animation to this view when `value` changes.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        modified(".animation", detail: animation.map(\.description) ?? "nil") { context, node in
            if let evaluator = node.evaluator, evaluator.changed(value, at: node.path),
                !context.transaction.disablesAnimations
            {
                context.transaction.animation = animation
            }
        }
    }

    /// Applies the given animation to all animatable values within this view (deprecated in
    /// SwiftUI; kept so older snippets compile).
    @available(*, deprecated, message: "Use withAnimation or animation(_:value:) instead.")
    public func animation(_ animation: Animation?) -> some View {
        modified(".animation", detail: animation.map(\.description) ?? "nil") { context, _ in
            if !context.transaction.disablesAnimations { context.transaction.animation = animation }
        }
    }
}

extension Evaluator {
    /// Whether `value` differs from the one seen at `key` on the previous evaluation; the
    /// first evaluation counts as unchanged.
    package func changed<V: Equatable>(_ value: V, at key: String) -> Bool {
        let box = storage(for: key + "#value") { ValueBox<V>(value) }
        defer { box.value = value }
        return box.value != value
    }
}

/// A remembered value, e.g. the last value an `onChange` saw.
package final class ValueBox<Value> {
    package var value: Value
    package init(_ value: Value) { self.value = value }
}
