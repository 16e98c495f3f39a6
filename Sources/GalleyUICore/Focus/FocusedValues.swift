import Observation

/// A collection of state exported by the focused view and its ancestors.
///
/// Views publish values with `focusedValue(_:_:)` (while they or a descendant have focus)
/// and `focusedSceneValue(_:_:)` (while their scene is active); `@FocusedValue` reads them,
/// typically in `Commands`.
public struct FocusedValues: CustomStringConvertible {
    package var storage = KeyedStorage()
    package var recorder: AccessRecorder?

    package init() {}

    /// Reads and writes values associated with a given focused value key; nil when unset.
    public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
        get {
            let entry = storage.entry(for: ObjectIdentifier(key))
            let value = entry?.value as? Key.Value
            recorder?.record(
                entryName(of: key), value as Any, isDefault: value == nil, origin: entry?.origin)
            return value
        }
        set {
            if let newValue {
                storage.set(newValue, for: ObjectIdentifier(key), name: entryName(of: key))
            } else {
                storage.remove(ObjectIdentifier(key))
            }
        }
    }

    /// An observable object published by type with `focusedValue(_:)`.
    package subscript<T: AnyObject & Observable>(objectType objectType: T.Type) -> T? {
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

    /// The published values, most recently published first.
    public var description: String { storage.description }
}
