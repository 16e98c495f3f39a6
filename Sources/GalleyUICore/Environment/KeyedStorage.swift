/// The storage shared by `EnvironmentValues`, `Transaction`, `FocusedValues` and
/// `ContainerValues`: values keyed by the identity of their key type, most recent write last.
///
/// The containers hold few values, so a linear scan beats hashing and keeps the write order,
/// which `description` and the evaluated tree report.
package struct KeyedStorage {
    /// One stored value and the display name of its key.
    package struct Entry {
        package var id: ObjectIdentifier
        package var name: String
        package var value: Any
        /// The modifier (and line) that stored the value, when one did.
        package var origin: WriteOrigin?
    }

    /// All stored values in the order they were last written.
    package private(set) var entries: [Entry] = []

    package init() {}

    /// The stored value for the key type `id`, or nil when nothing set it.
    package func value(for id: ObjectIdentifier) -> Any? {
        entries.last(where: { $0.id == id })?.value
    }

    /// The stored entry for the key type `id`, or nil when nothing set it.
    package func entry(for id: ObjectIdentifier) -> Entry? {
        entries.last(where: { $0.id == id })
    }

    /// Stores `value`, replacing any earlier value for the same key; the entry remembers the
    /// modifier that is writing (`WriteOrigin.current`).
    package mutating func set(_ value: Any, for id: ObjectIdentifier, name: String) {
        entries.removeAll(where: { $0.id == id })
        entries.append(Entry(id: id, name: name, value: value, origin: WriteOrigin.current))
    }

    /// Removes the value for the key type `id`.
    package mutating func remove(_ id: ObjectIdentifier) {
        entries.removeAll(where: { $0.id == id })
    }

    /// `[name = value, …]`, most recently written first, like SwiftUI's own descriptions.
    package var description: String {
        "[" + entries.reversed().map { "\($0.name) = \(describe($0.value))" }.joined(separator: ", ")
            + "]"
    }
}

/// The name a reader would use for a key type: `__Key_accent` and `AccentKey` both read as
/// `accent`, and `OpenURLKey` as `openURL`.
package func entryName(of key: Any.Type) -> String {
    var name = String(describing: key)
    if name.hasPrefix("__Key_") { return String(name.dropFirst(6)) }
    if name.hasSuffix("Key"), name.count > 3 { name.removeLast(3) }
    guard let first = name.first else { return name }
    return first.lowercased() + name.dropFirst()
}

/// A one-line description of any value, with optionals unwrapped as `nil` or their content.
package func describe(_ value: Any) -> String {
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .optional {
        guard let wrapped = mirror.children.first?.value else { return "nil" }
        return describe(wrapped)
    }
    if let string = value as? String { return "\"\(string)\"" }
    if mirror.displayStyle == .class, !(value is CustomStringConvertible) {
        return String(describing: type(of: value))
    }
    return String(describing: value)
}
