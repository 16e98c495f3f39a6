import Observation

extension View {
    /// Modifies this view by injecting a value that you provide for use by other views whose
    /// state depends on the focused view hierarchy.
    public func focusedValue<Value>(
        _ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value, fileID: String = #fileID, line: Int = #line
    )
        -> some View
    {
        publishing(".focusedValue", isScene: false, describe(value), fileID: fileID, line: line) {
            $0[keyPath: keyPath] = value
        }
    }

    /// Modifies this view by injecting an optional value; `nil` publishes nothing.
    public func focusedValue<Value>(
        _ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?, fileID: String = #fileID, line: Int = #line
    ) -> some View {
        publishing(".focusedValue", isScene: false, describe(value as Any), fileID: fileID, line: line) { values in
            if let value { values[keyPath: keyPath] = value }
        }
    }

    /// Publishes an observable object, by its type, to the focused view hierarchy.
    public func focusedValue<T: AnyObject & Observable>(_ object: T?, fileID: String = #fileID, line: Int = #line)
        -> some View
    {
        publishing(".focusedValue", isScene: false, describe(object as Any), fileID: fileID, line: line) { values in
            if let object { values[objectType: T.self] = object }
        }
    }

    /// Modifies this view by injecting a value that you provide for use by other views whose
    /// state depends on the focused scene, wherever focus is within it.
    public func focusedSceneValue<T>(
        _ keyPath: WritableKeyPath<FocusedValues, T?>, _ value: T, fileID: String = #fileID, line: Int = #line
    )
        -> some View
    {
        publishing(".focusedSceneValue", isScene: true, describe(value), fileID: fileID, line: line) {
            $0[keyPath: keyPath] = value
        }
    }

    /// Modifies this view by injecting an optional scene value; `nil` publishes nothing.
    public func focusedSceneValue<T>(
        _ keyPath: WritableKeyPath<FocusedValues, T?>, _ value: T?, fileID: String = #fileID, line: Int = #line
    )
        -> some View
    {
        publishing(".focusedSceneValue", isScene: true, describe(value as Any), fileID: fileID, line: line) { values in
            if let value { values[keyPath: keyPath] = value }
        }
    }

    /// Publishes an observable object, by its type, for the whole focused scene.
    public func focusedSceneValue<T: AnyObject & Observable>(_ object: T?, fileID: String = #fileID, line: Int = #line)
        -> some View
    {
        publishing(".focusedSceneValue", isScene: true, describe(object as Any), fileID: fileID, line: line) { values in
            if let object { values[objectType: T.self] = object }
        }
    }

    private func publishing(
        _ name: String, isScene: Bool, _ detail: String, fileID: String, line: Int,
        _ publish: @escaping (inout FocusedValues) -> Void
    ) -> some View {
        let origin = WriteOrigin(modifier: name, fileID: fileID, line: line)
        return modified(name, detail: detail, fileID: fileID, line: line) { context, node in
            context.focus?.publish(from: node, isScene: isScene) { values in
                WriteOrigin.writing(origin) { publish(&values) }
            }
        }
    }
}
