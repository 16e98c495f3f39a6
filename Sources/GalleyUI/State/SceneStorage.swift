/// A property wrapper type that reads and writes to persisted, per-scene storage.
///
/// Galley keeps it in memory for the run, like `@State`: it starts at its default value in
/// every run. It takes the value types SwiftUI's does.
@propertyWrapper public struct SceneStorage<Value>: DynamicProperty {
    private let box: StateBox<Value>

    /// The stored value.
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    /// A binding to the stored value.
    public var projectedValue: Binding<Value> { box.binding }
}

extension SceneStorage {
    /// Creates a property that can save and restore a Boolean value.
    public init(wrappedValue: Value, _ key: String) where Value == Bool {
        box = StateBox(wrappedValue)
    }

    /// Creates a property that can save and restore a integer value.
    public init(wrappedValue: Value, _ key: String) where Value == Int {
        box = StateBox(wrappedValue)
    }

    /// Creates a property that can save and restore a double value.
    public init(wrappedValue: Value, _ key: String) where Value == Double {
        box = StateBox(wrappedValue)
    }

    /// Creates a property that can save and restore a string value.
    public init(wrappedValue: Value, _ key: String) where Value == String {
        box = StateBox(wrappedValue)
    }

    /// Creates a property that can save and restore a URL value.
    public init(wrappedValue: Value, _ key: String) where Value == URL {
        box = StateBox(wrappedValue)
    }

    /// Creates a property that can save and restore a data value.
    public init(wrappedValue: Value, _ key: String) where Value == Data {
        box = StateBox(wrappedValue)
    }

    /// Creates a property that can save and restore a value with a raw int value.
    public init(wrappedValue: Value, _ key: String)
    where Value: RawRepresentable, Value.RawValue == Int {
        box = StateBox(wrappedValue)
    }

    /// Creates a property that can save and restore a value with a raw string value.
    public init(wrappedValue: Value, _ key: String)
    where Value: RawRepresentable, Value.RawValue == String {
        box = StateBox(wrappedValue)
    }

    /// Creates a property that can save and restore an optional Boolean value.
    public init(_ key: String) where Value == Bool? { box = StateBox(nil) }

    /// Creates a property that can save and restore an optional integer value.
    public init(_ key: String) where Value == Int? { box = StateBox(nil) }

    /// Creates a property that can save and restore an optional double value.
    public init(_ key: String) where Value == Double? { box = StateBox(nil) }

    /// Creates a property that can save and restore an optional string value.
    public init(_ key: String) where Value == String? { box = StateBox(nil) }

    /// Creates a property that can save and restore an optional URL value.
    public init(_ key: String) where Value == URL? { box = StateBox(nil) }

    /// Creates a property that can save and restore an optional data value.
    public init(_ key: String) where Value == Data? { box = StateBox(nil) }

    /// Creates a property that can save and restore an optional value with a raw int value.
    public init<R: RawRepresentable>(_ key: String) where Value == R?, R.RawValue == Int {
        box = StateBox(nil)
    }

    /// Creates a property that can save and restore an optional value with a raw string value.
    public init<R: RawRepresentable>(_ key: String) where Value == R?, R.RawValue == String {
        box = StateBox(nil)
    }
}

extension SceneStorage: InstallableProperty {
    package func install(_ installation: PropertyInstallation) { box.install(installation) }
}
