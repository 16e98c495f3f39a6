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
    /// Creates a property that can read and write an optional Boolean user default.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
        self.init(key: key, defaultValue: nil)
    }
    /// Creates a property that can read and write an optional integer user default.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
        self.init(key: key, defaultValue: nil)
    }
    /// Creates a property that can read and write an optional double user default.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
        self.init(key: key, defaultValue: nil)
    }
    /// Creates a property that can read and write an optional string user default.
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
        self.init(key: key, defaultValue: nil)
    }
    /// Creates a property that can read and write an optional URL user default.
    public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
        self.init(key: key, defaultValue: nil)
    }
    /// Creates a property that can read and write an optional data user default.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
        self.init(key: key, defaultValue: nil)
    }
    /// Creates a property that can read and write an optional date user default.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Date? {
        self.init(key: key, defaultValue: nil)
    }
    /// Creates a property that can read and write an optional string user default,
    /// transforming it to a `RawRepresentable` data type.
    public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil)
    where Value == R?, R.RawValue == String {
        self.init(key: key, defaultValue: nil)
    }
    /// Creates a property that can read and write an optional int user default,
    /// transforming it to a `RawRepresentable` data type.
    public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil)
    where Value == R?, R.RawValue == Int {
        self.init(key: key, defaultValue: nil)
    }
}

extension AppStorage: InstallableProperty {
    package func install(_ installation: PropertyInstallation) {
        box.install(installation, storageKey: "AppStorage:" + key)
    }
}

extension View {
    /// The default store used by `AppStorage` contained within the view. Galley keeps app
    /// storage in memory, so the store is recorded and not used.
    nonisolated public func defaultAppStorage(_ store: UserDefaults) -> some View {
        inert(".defaultAppStorage")
    }
}
