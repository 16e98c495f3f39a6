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
    ///
    /// `fileID` and `line` are Galley's own additions, filled in by the compiler: they name
    /// the call site, which previews show next to every value read.
    nonisolated public func environment<V>(
        _ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V,
        fileID: String = #fileID, line: Int = #line
    )
        -> some View
    {
        modifier(
            EnvironmentWritingModifier(
                keyPath: keyPath, value: value,
                origin: WriteOrigin(modifier: ".environment", fileID: fileID, line: line)))
    }

    /// Places an observable object in the view's environment, keyed by its type; `nil`
    /// removes one placed above.
    nonisolated public func environment<T: AnyObject & Observable>(
        _ object: T?, fileID: String = #fileID, line: Int = #line
    ) -> some View {
        modifier(
            ObservableWritingModifier(
                object: object,
                origin: WriteOrigin(modifier: ".environment", fileID: fileID, line: line)))
    }

    /// Transforms the environment value of the specified key path with the given function.
    nonisolated public func transformEnvironment<V>(
        _ keyPath: WritableKeyPath<EnvironmentValues, V>, fileID: String = #fileID,
        line: Int = #line, transform: @escaping (inout V) -> Void
    ) -> some View {
        modifier(
            EnvironmentTransformingModifier(
                keyPath: keyPath, transform: transform,
                origin: WriteOrigin(modifier: ".transformEnvironment", fileID: fileID, line: line)))
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
    /// Where the call is, for previews' inspector (see `WriteOrigin`).
    let origin: WriteOrigin

    func body(content: Content) -> Never { primitiveBody(Self.self) }

    @MainActor func evaluate(
        in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext,
        content: @escaping @MainActor (ViewNode, EvaluationContext) -> Void
    ) {
        let node = evaluator.makeNode(".environment", parent: parent, context: context)
        var inner = context.inside(node)
        WriteOrigin.writing(origin) { inner.environment[keyPath: keyPath] = value }
        node.detail = inner.environment.lastWrittenName + " = " + describe(value)
        content(node, inner)
    }
}

/// `environment(_:)` with an `Observable` object.
nonisolated struct ObservableWritingModifier<Object: AnyObject & Observable>: ViewModifier,
    PrimitiveModifier
{
    let object: Object?
    let origin: WriteOrigin

    func body(content: Content) -> Never { primitiveBody(Self.self) }

    @MainActor func evaluate(
        in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext,
        content: @escaping @MainActor (ViewNode, EvaluationContext) -> Void
    ) {
        let detail = "\(Object.self) = \(object.map { describe($0) } ?? "nil")"
        let node = evaluator.makeNode(".environment", detail: detail, parent: parent, context: context)
        var inner = context.inside(node)
        WriteOrigin.writing(origin) { inner.environment[objectType: Object.self] = object }
        content(node, inner)
    }
}

/// `transformEnvironment(_:transform:)`.
nonisolated struct EnvironmentTransformingModifier<Value>: ViewModifier, PrimitiveModifier {
    let keyPath: WritableKeyPath<EnvironmentValues, Value>
    let transform: (inout Value) -> Void
    let origin: WriteOrigin

    func body(content: Content) -> Never { primitiveBody(Self.self) }

    @MainActor func evaluate(
        in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext,
        content: @escaping @MainActor (ViewNode, EvaluationContext) -> Void
    ) {
        let node = evaluator.makeNode(".transformEnvironment", parent: parent, context: context)
        var inner = context.inside(node)
        WriteOrigin.writing(origin) { transform(&inner.environment[keyPath: keyPath]) }
        node.detail =
            inner.environment.lastWrittenName + " = " + describe(inner.environment[keyPath: keyPath])
        content(node, inner)
    }
}
