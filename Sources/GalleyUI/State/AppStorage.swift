import Foundation

/// A property wrapper type that reflects a value from user defaults.
///
/// Galley keeps no user defaults: values live in memory for the run, shared by every
/// `@AppStorage` with the same key, and start at the property's default value. Writing one
/// re-evaluates the view that last installed it.
@propertyWrapper public struct AppStorage<Value>: DynamicProperty {
    private let key: String
    private let box: StateBox<Value>

    private init(key: String, defaultValue: Value) {
        self.key = key
        box = StateBox(defaultValue)
    }

    /// The current value in the store.
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    /// A binding to the stored value.
    public var projectedValue: Binding<Value> { box.binding }
}

extension AppStorage {
    /// Creates a property that can read and write to a Boolean user default.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
        self.init(key: key, defaultValue: wrappedValue)
    }
    /// Creates a property that can read and write to an integer user default.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
        self.init(key: key, defaultValue: wrappedValue)
    }
    /// Creates a property that can read and write to a double user default.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
        self.init(key: key, defaultValue: wrappedValue)
    }
    /// Creates a property that can read and write to a string user default.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
        self.init(key: key, defaultValue: wrappedValue)
    }
    /// Creates a property that can read and write to a URL user default.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
        self.init(key: key, defaultValue: wrappedValue)
    }
    /// Creates a property that can read and write to a user default as data.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
        self.init(key: key, defaultValue: wrappedValue)
    }
    /// Creates a property that can read and write to a date user default.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Date {
        self.init(key: key, defaultValue: wrappedValue)
    }
    /// Creates a property that can read and write to an integer user default, transforming
    /// that to `RawRepresentable` data type.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, defaultValue: wrappedValue)
    }
    /// Creates a property that can read and write to a string user default, transforming
    /// that to `RawRepresentable` data type.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, defaultValue: wrappedValue)
    }
    /// Creates a property that can read and write an optional string user default.
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
        self.init(key: key, defaultValue: nil)
    }
    /// Creates a property that can read and write an optional integer user default.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
        self.init(key: key, defaultValue: nil)
    }
}

extension AppStorage: InstallableProperty {
    package func install(_ installation: PropertyInstallation) {
        box.install(installation, storageKey: "AppStorage:" + key)
    }
}

/// A property wrapper type that reads and writes to persisted, per-scene storage. Galley
/// keeps it in memory for the run, like `@State`.
@propertyWrapper public struct SceneStorage<Value>: DynamicProperty {
    private let box: StateBox<Value>

    /// Creates a property that can save and restore a value.
    public init(wrappedValue: Value, _ key: String) { box = StateBox(wrappedValue) }

    /// The stored value.
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    /// A binding to the stored value.
    public var projectedValue: Binding<Value> { box.binding }
}

extension SceneStorage: InstallableProperty {
    package func install(_ installation: PropertyInstallation) { box.install(installation) }
}
