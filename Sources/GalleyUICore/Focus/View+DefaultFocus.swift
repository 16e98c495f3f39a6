/// Prioritizations for default focus preferences when evaluating where to move focus in
/// different circumstances.
public struct DefaultFocusEvaluationPriority: Sendable {
    let name: String
    /// Use the default focus preference when focus moves into the affected branch
    /// automatically, but ignore it when the movement is driven by a user-initiated navigation
    /// command.
    public static let automatic = DefaultFocusEvaluationPriority(name: "automatic")
    /// Always use the default focus preference when focus moves into the affected branch.
    public static let userInitiated = DefaultFocusEvaluationPriority(name: "userInitiated")
}

extension View {
    /// Defines a region of the window in which default focus is evaluated by assigning a
    /// value to a given focus state binding.
    ///
    /// The first time the view is evaluated at its position, if nothing holds focus (the
    /// binding is `nil`, or `false`), the binding is set to `value` after the pass, which
    /// focuses the matching `focused(_:equals:)` view.
    public func defaultFocus<V: Hashable>(
        _ binding: FocusState<V>.Binding, _ value: V,
        priority: DefaultFocusEvaluationPriority = .automatic
    ) -> some View {
        modified(".defaultFocus", detail: describe(value)) { _, node in
            guard let evaluator = node.evaluator else { return }
            let applied = evaluator.storage(for: node.path + "#defaultFocus") { DefaultFocusMark() }
            guard !applied.done else { return }
            applied.done = true
            guard isUnfocused(binding.wrappedValue) else { return }
            evaluator.afterPass { binding.wrappedValue = value }
        }
    }
}

/// Whether a focus value means that nothing is focused: `nil` or `false`.
private func isUnfocused(_ value: Any) -> Bool {
    if let flag = value as? Bool { return !flag }
    let mirror = Mirror(reflecting: value)
    return mirror.displayStyle == .optional && mirror.children.isEmpty
}

/// Marks that a `defaultFocus` has been applied at its position.
private final class DefaultFocusMark {
    var done = false
}
