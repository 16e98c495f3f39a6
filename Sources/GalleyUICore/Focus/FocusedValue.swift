import Observation

/// A property wrapper for observing values from the focused view or one of its ancestors.
///
/// ```swift
/// @FocusedValue(\.selectedDocument) var document: Document?
/// ```
///
/// The value is `nil` when nothing in the focused part of the key window publishes it.
@propertyWrapper public struct FocusedValue<Value>: DynamicProperty {
    private let read: (FocusedValues) -> Value?
    private let box = FocusedValueBox()

    /// A new property wrapper for the given key path.
    public init(_ keyPath: KeyPath<FocusedValues, Value?>) {
        read = { $0[keyPath: keyPath] }
    }

    /// A new property wrapper for an observable object published with `focusedValue(_:)`.
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        read = { $0[objectType: objectType] }
    }

    /// The value for the focus key given the current scope and state of the focused view
    /// hierarchy; `nil` when nothing publishes it.
    public var wrappedValue: Value? {
        var values = box.values
        values.recorder = box.recorder
        return read(values)
    }
}

extension FocusedValue: InstallableProperty {
    package func install(_ installation: PropertyInstallation) {
        guard let focus = installation.context.focus else { return }
        box.values = focus.values
        box.recorder = installation.node.recorder
        focus.addReader(installation.node)
    }
}

final class FocusedValueBox {
    var values = FocusedValues()
    var recorder: AccessRecorder?
}
