/// A modifier that you apply to a view or another view modifier, producing a different
/// version of the original value.
///
/// ```swift
/// struct Card: ViewModifier {
///     @Environment(\.colorScheme) var colorScheme
///     func body(content: Content) -> some View {
///         content.padding().background(colorScheme == .dark ? Color.black : Color.white)
///     }
/// }
/// ```
///
/// Galley evaluates a custom modifier like a view: it installs the modifier's property
/// wrappers, calls `body(content:)`, and evaluates `content` wherever the body places it.
@MainActor @preconcurrency public protocol ViewModifier {
    /// The type of view representing the body.
    associatedtype Body: View
    /// The content view type passed to `body(content:)`.
    typealias Content = _ViewModifier_Content<Self>
    /// Gets the current body of the caller.
    @ViewBuilder func body(content: Content) -> Body
}

/// The content a `ViewModifier`'s `body(content:)` wraps.
nonisolated public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    let evaluateContent: @MainActor (ViewNode, EvaluationContext) -> Void
    /// Modifier content has no body; the evaluator evaluates the modified view here.
    public var body: Never { primitiveBody(Self.self) }
}

extension _ViewModifier_Content: PrimitiveView {
    @MainActor package func evaluate(
        in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext
    ) {
        evaluateContent(parent, context)
    }
}

extension View {
    /// Applies a modifier to a view and returns a new view.
    ///
    /// `nonisolated`, as in SwiftUI: view extensions that are not on the main actor can
    /// call it.
    nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

extension ViewModifier {
    /// Returns a new modifier that is the result of concatenating `self` with `modifier`.
    nonisolated public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
