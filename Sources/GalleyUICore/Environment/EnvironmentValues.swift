import Observation

/// A collection of environment values propagated through a view hierarchy.
///
/// A view inherits its environment from its container, subject to changes made by
/// `environment(_:_:)` and the many modifiers that write environment values; those changes
/// apply to the modified view's subtree only. Read values with `@Environment`.
///
/// Creating an instance with `init()` gives access only to default values.
public struct EnvironmentValues: CustomStringConvertible {
    package var storage = KeyedStorage()
    /// Set only on a copy made for one tracked read; see `AccessRecorder`.
    package var recorder: AccessRecorder?

    /// Creates an environment with no values set, so every key reads its default.
    public init() {}

    /// Accesses the environment value associated with a custom key.
    ///
    /// Reading a key that no ancestor set returns `K.defaultValue`, evaluated anew each time.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get {
            if let entry = storage.entry(for: ObjectIdentifier(key)), let stored = entry.value as? K.Value {
                recorder?.record(entryName(of: key), stored, isDefault: false, origin: entry.origin)
                return stored
            }
            let value = K.defaultValue
            recorder?.record(entryName(of: key), value, isDefault: true)
            return value
        }
        set { storage.set(newValue, for: ObjectIdentifier(key), name: entryName(of: key)) }
    }

    /// Accesses an `Observable` object placed in the environment with `environment(_:)`,
    /// keyed by its type; nil when no ancestor placed one.
    public subscript<T: AnyObject & Observable>(objectType objectType: T.Type) -> T? {
        get {
            let entry = storage.entry(for: ObjectIdentifier(objectType))
            let object = entry?.value as? T
            recorder?.record(
                String(describing: objectType), object as Any, isDefault: object == nil,
                origin: entry?.origin)
            return object
        }
        set {
            if let newValue {
                storage.set(
                    newValue, for: ObjectIdentifier(objectType), name: String(describing: objectType))
            } else {
                storage.remove(ObjectIdentifier(objectType))
            }
        }
    }

    /// The values set in this environment, most recently set first, as `[name = value, …]`.
    public var description: String { storage.description }
}

@available(*, unavailable)
extension EnvironmentValues: Sendable {}
