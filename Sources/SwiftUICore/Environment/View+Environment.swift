import Observation

extension View {
    /// Sets the environment value of the specified key path to the given value.
    ///
    /// The value applies to this view and its subtree only; siblings and ancestors keep
    /// theirs, and a closer `environment(_:_:)` in the subtree overrides it.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V)
        -> some View
    {
        modified(".environment") { context, node in
            context.environment[keyPath: keyPath] = value
            node.detail = context.environment.lastWrittenName + " = " + describe(value)
        }
    }

    /// Places an observable object in the view's environment, keyed by its type; `nil`
    /// removes one placed above.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        modified(".environment", detail: "\(T.self) = \(object.map { describe($0) } ?? "nil")") {
            context, _ in
            context.environment[objectType: T.self] = object
        }
    }

    /// Transforms the environment value of the specified key path with the given function.
    public func transformEnvironment<V>(
        _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
    ) -> some View {
        modified(".transformEnvironment") { context, node in
            transform(&context.environment[keyPath: keyPath])
            node.detail =
                context.environment.lastWrittenName + " = "
                + describe(context.environment[keyPath: keyPath])
        }
    }
}

extension EnvironmentValues {
    /// The name of the key written most recently: key paths to computed properties have no
    /// printable name on Linux, so modifiers name what they wrote this way.
    package var lastWrittenName: String { storage.entries.last?.name ?? "self" }
}
