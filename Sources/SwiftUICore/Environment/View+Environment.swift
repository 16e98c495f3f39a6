import Observation

// The environment writers are `nonisolated`, as in SwiftUI, so that view extensions outside
// the main actor can call them. Each stores what it writes in a modifier value (rather than
// capturing it in a main-actor closure, which a nonisolated function cannot hand over); the
// evaluator applies the modifier on the main actor.

extension View {
    /// Sets the environment value of the specified key path to the given value.
    ///
    /// The value applies to this view and its subtree only; siblings and ancestors keep
    /// theirs, and a closer `environment(_:_:)` in the subtree overrides it.
    nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V)
        -> some View
    {
        modifier(EnvironmentWritingModifier(keyPath: keyPath, value: value))
    }

    /// Places an observable object in the view's environment, keyed by its type; `nil`
    /// removes one placed above.
    nonisolated public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        modifier(ObservableWritingModifier(object: object))
    }

    /// Transforms the environment value of the specified key path with the given function.
    nonisolated public func transformEnvironment<V>(
        _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
    ) -> some View {
        modifier(EnvironmentTransformingModifier(keyPath: keyPath, transform: transform))
    }
}

extension EnvironmentValues {
    /// The name of the key written most recently: key paths to computed properties have no
    /// printable name on Linux, so modifiers name what they wrote this way.
    package var lastWrittenName: String { storage.entries.last?.name ?? "self" }
}

/// `environment(_:_:)`: a `.environment` node whose subtree sees the value.
nonisolated struct EnvironmentWritingModifier<Value>: ViewModifier, PrimitiveModifier {
    let keyPath: WritableKeyPath<EnvironmentValues, Value>
    let value: Value

    func body(content: Content) -> Never { primitiveBody(Self.self) }

    @MainActor func evaluate(
        in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext,
        content: @escaping @MainActor (ViewNode, EvaluationContext) -> Void
    ) {
        let node = evaluator.makeNode(".environment", parent: parent, context: context)
        var inner = context.inside(node)
        inner.environment[keyPath: keyPath] = value
        node.detail = inner.environment.lastWrittenName + " = " + describe(value)
        content(node, inner)
    }
}

/// `environment(_:)` with an `Observable` object.
nonisolated struct ObservableWritingModifier<Object: AnyObject & Observable>: ViewModifier,
    PrimitiveModifier
{
    let object: Object?

    func body(content: Content) -> Never { primitiveBody(Self.self) }

    @MainActor func evaluate(
        in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext,
        content: @escaping @MainActor (ViewNode, EvaluationContext) -> Void
    ) {
        let detail = "\(Object.self) = \(object.map { describe($0) } ?? "nil")"
        let node = evaluator.makeNode(".environment", detail: detail, parent: parent, context: context)
        var inner = context.inside(node)
        inner.environment[objectType: Object.self] = object
        content(node, inner)
    }
}

/// `transformEnvironment(_:transform:)`.
nonisolated struct EnvironmentTransformingModifier<Value>: ViewModifier, PrimitiveModifier {
    let keyPath: WritableKeyPath<EnvironmentValues, Value>
    let transform: (inout Value) -> Void

    func body(content: Content) -> Never { primitiveBody(Self.self) }

    @MainActor func evaluate(
        in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext,
        content: @escaping @MainActor (ViewNode, EvaluationContext) -> Void
    ) {
        let node = evaluator.makeNode(".transformEnvironment", parent: parent, context: context)
        var inner = context.inside(node)
        transform(&inner.environment[keyPath: keyPath])
        node.detail =
            inner.environment.lastWrittenName + " = " + describe(inner.environment[keyPath: keyPath])
        content(node, inner)
    }
}
