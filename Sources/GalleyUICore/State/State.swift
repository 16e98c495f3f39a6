/// A property wrapper type that can read and write a value managed by the runtime.
///
/// The initial value is used the first time the view is evaluated at its position in the
/// tree; later evaluations keep the stored value. Writing it re-evaluates the view's
/// subtree within the current transaction:
///
/// ```swift
/// @State private var isOn = false
/// ...
/// .onAppear { withAnimation { isOn = true } }
/// ```
@propertyWrapper public struct State<Value>: DynamicProperty {
    private let box: StateBox<Value>

    /// Creates a state property that stores an initial value.
    public init(wrappedValue value: Value) { box = StateBox(value) }

    /// Creates a state property that stores an initial value.
    public init(initialValue value: Value) { box = StateBox(value) }

    /// The underlying value referenced by the state variable.
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    /// A binding to the state value.
    public var projectedValue: Binding<Value> { box.binding }
}

extension State where Value: ExpressibleByNilLiteral {
    /// Creates a state property without an initial value, starting at `nil`.
    public init() { box = StateBox(nil) }
}

extension State: InstallableProperty {
    package func install(_ installation: PropertyInstallation) { box.install(installation) }
}
