/// A convenience property wrapper for observing and automatically unwrapping state bindings
/// from the focused view or one of its ancestors.
///
/// ```swift
/// @FocusedBinding(\.selectedNote) var note: Note?
/// ```
///
/// Reading gives the bound value, or nil when nothing in the focused part of the key window
/// publishes a binding for the key; writing goes through the published binding.
@propertyWrapper public struct FocusedBinding<Value>: DynamicProperty {
    private let keyPath: KeyPath<FocusedValues, Binding<Value>?>
    private let box = FocusedReadBox()

    /// A new property wrapper for the given key path.
    public init(_ keyPath: KeyPath<FocusedValues, Binding<Value>?>) { self.keyPath = keyPath }

    private var binding: Binding<Value>? { box.read()[keyPath: keyPath] }

    /// The unwrapped value for the focus key given the current scope and state of the
    /// focused view hierarchy.
    public var wrappedValue: Value? {
        get { binding?.wrappedValue }
        nonmutating set {
            if let newValue { binding?.wrappedValue = newValue }
        }
    }

    /// A binding to the optional value; writing nil does nothing.
    public var projectedValue: Binding<Value?> {
        let binding = binding
        return Binding(
            get: { binding?.wrappedValue },
            set: { value in if let value { binding?.wrappedValue = value } })
    }
}

extension FocusedBinding: InstallableProperty {
    package func install(_ installation: PropertyInstallation) { box.install(installation) }
}

/// Where a focused-value reader finds the values of its window once installed.
final class FocusedReadBox {
    var values = FocusedValues()
    var recorder: AccessRecorder?

    /// The values, recording what is read into the view's recorder.
    func read() -> FocusedValues {
        var values = values
        values.recorder = recorder
        return values
    }

    @MainActor func install(_ installation: PropertyInstallation) {
        guard let focus = installation.context.focus else { return }
        values = focus.values
        recorder = installation.node.recorder
        focus.addReader(installation.node)
    }
}
