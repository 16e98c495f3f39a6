import Observation

extension View {
    /// Sets the environment value of the specified key path to the given value.
    ///
    /// The value applies to this view and its subtree only; siblings and ancestors keep
    /// theirs, and a closer `environment(_:_:)` in the subtree overrides it.
    ///
    /// `fileID` and `line` are Galley's own additions, filled in by the compiler: they name
    /// the call site, which previews show next to every value read.
    public func environment<V>(
        _ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V,
        fileID: String = #fileID, line: Int = #line
    )
        -> some View
    {
        modified(".environment", fileID: fileID, line: line) { context, node in
            context.environment[keyPath: keyPath] = value
            node.detail = context.environment.lastWrittenName + " = " + describe(value)
        }
    }

    /// Places an observable object in the view's environment, keyed by its type; `nil`
    /// removes one placed above.
    public func environment<T: AnyObject & Observable>(
        _ object: T?, fileID: String = #fileID, line: Int = #line
    ) -> some View {
        modified(
            ".environment", detail: "\(T.self) = \(object.map { describe($0) } ?? "nil")",
            fileID: fileID, line: line
        ) { context, _ in
            context.environment[objectType: T.self] = object
        }
    }

    /// Transforms the environment value of the specified key path with the given function.
    public func transformEnvironment<V>(
        _ keyPath: WritableKeyPath<EnvironmentValues, V>, fileID: String = #fileID,
        line: Int = #line, transform: @escaping (inout V) -> Void
    ) -> some View {
        modified(".transformEnvironment", fileID: fileID, line: line) { context, node in
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
