/// A property wrapper type that can read and write a value that the runtime updates as the
/// placement of focus within the scene changes.
///
/// Bind it with `.focused($flag)` or `.focused($field, equals: .name)`; setting it moves
/// focus to the matching view (see `FocusCollector` for the focus model).
@propertyWrapper public struct FocusState<Value: Hashable>: DynamicProperty {
    private let box: StateBox<Value>

    /// A property wrapper type that can read and write a focus state value.
    @propertyWrapper public struct Binding {
        let storage: StateStorage<Value>
        /// The underlying value referenced by the bound property.
        public var wrappedValue: Value {
            get { storage.value }
            nonmutating set { storage.value = newValue }
        }
        /// A projection of the binding value that returns a binding.
        public var projectedValue: FocusState<Value>.Binding { self }
    }

    /// Creates a focus state that binds to a Boolean.
    public init() where Value == Bool { box = StateBox(false) }

    /// Creates a focus state that binds to an optional type.
    public init<T: Hashable>() where Value == T? { box = StateBox(nil) }

    /// The current state value, taking into account whatever bindings might be in effect.
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    /// A projection of the focus state value that returns a binding.
    public var projectedValue: FocusState<Value>.Binding { Binding(storage: box.current) }
}

extension FocusState: InstallableProperty {
    package func install(_ installation: PropertyInstallation) { box.install(installation) }
}

extension View {
    /// Modifies this view by binding its focus state to the given Boolean state value.
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        modified(".focused") { context, node in
            node.isFocusable = true
            node.detail = condition.wrappedValue ? "focused" : nil
            if condition.wrappedValue {
                context.focus?.focus(node)
                context.environment[IsFocusedKey.self] = true
            }
        }
    }

    /// Modifies this view by binding its focus state to the given state value.
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value)
        -> some View
    {
        modified(".focused", detail: describe(value)) { context, node in
            node.isFocusable = true
            if binding.wrappedValue == value {
                context.focus?.focus(node)
                context.environment[IsFocusedKey.self] = true
            }
        }
    }

    /// Specifies if the view is focusable.
    public func focusable(_ isFocusable: Bool = true) -> some View {
        modified(".focusable") { _, node in node.isFocusable = isFocusable }
    }
}

extension EnvironmentValues {
    /// Returns whether the nearest focusable ancestor has focus. Read-only, as in SwiftUI:
    /// `focused(_:)` and `focused(_:equals:)` set it for the view they bind.
    public var isFocused: Bool { self[IsFocusedKey.self] }
}

private struct IsFocusedKey: EnvironmentKey {
    static let defaultValue = false
}
