/// A type that represents part of your app's user interface.
///
/// Implement `body` to compose other views. Galley evaluates `body` whenever the view is
/// placed in a tree being evaluated, and again when state it owns changes.
@MainActor @preconcurrency public protocol View {
    /// The type of view representing the body of this view.
    associatedtype Body: View
    /// The content and behavior of the view.
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    /// `Never` is the body of primitive views, which have none.
    public var body: Never { fatalError("Never has no body") }
}

/// Traps when the evaluator asks a primitive view for a body it does not have.
package func primitiveBody(_ type: Any.Type) -> Never {
    fatalError("\(type) is a primitive view; its body must not be called")
}
