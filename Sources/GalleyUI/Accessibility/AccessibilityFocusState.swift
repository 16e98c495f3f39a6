/// A property wrapper type that can read and write a value that SwiftUI updates as the focus
/// of any active accessibility technology, such as VoiceOver, changes.
///
/// Galley runs no accessibility technology, so nothing moves this focus but the code itself:
/// the value is kept like `@State`, and `accessibilityFocused(_:)` records whether the view
/// it modifies holds it.
@propertyWrapper public struct AccessibilityFocusState<Value: Hashable>: DynamicProperty {
    private let box: StateBox<Value>

    /// A property wrapper type that can read and write the value of an accessibility focus
    /// state.
    @propertyWrapper public struct Binding {
        let storage: StateStorage<Value>
        /// The underlying value referenced by the bound property.
        public var wrappedValue: Value {
            get { storage.value }
            nonmutating set { storage.value = newValue }
        }
        /// A projection of the binding value that returns a binding.
        public var projectedValue: AccessibilityFocusState<Value>.Binding { self }
    }

    /// Creates an accessibility focus state that binds to a Boolean.
    public init() where Value == Bool { box = StateBox(false) }

    /// Creates an accessibility focus state that binds to an optional type.
    public init<T: Hashable>() where Value == T? { box = StateBox(nil) }

    /// Creates an accessibility focus state for the given technologies that binds to a
    /// Boolean.
    public init(for technologies: AccessibilityTechnologies) where Value == Bool { box = StateBox(false) }

    /// Creates an accessibility focus state for the given technologies that binds to an
    /// optional type.
    public init<T: Hashable>(for technologies: AccessibilityTechnologies) where Value == T? { box = StateBox(nil) }

    /// The current state value.
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    /// A projection of the state value that returns a binding.
    public var projectedValue: AccessibilityFocusState<Value>.Binding { Binding(storage: box.current) }
}

extension AccessibilityFocusState: InstallableProperty {
    package func install(_ installation: PropertyInstallation) { box.install(installation) }
}

extension View {
    /// Modifies this view by binding its accessibility element's focus state to the given
    /// Boolean state value; the node says `focused` when it is true.
    public func accessibilityFocused(_ condition: AccessibilityFocusState<Bool>.Binding) -> some View {
        modified(".accessibilityFocused") { _, node in
            node.detail = condition.wrappedValue ? "focused" : nil
        }
    }

    /// Modifies this view by binding its accessibility element's focus state to the given
    /// state value; the node says `focused` when the state equals `value`.
    public func accessibilityFocused<Value: Hashable>(
        _ binding: AccessibilityFocusState<Value>.Binding, equals value: Value
    ) -> some View {
        modified(".accessibilityFocused", detail: describe(value)) { _, node in
            if binding.wrappedValue == value { node.detail = "\(describe(value)) focused" }
        }
    }
}
