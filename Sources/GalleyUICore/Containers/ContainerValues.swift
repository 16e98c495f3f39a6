/// A collection of container values associated with a given view.
///
/// Container values affect only the view they are set on, and only its nearest container
/// can read them: they never escape that container, even when it has a single child.
public struct ContainerValues: CustomStringConvertible {
    package var storage = KeyedStorage()

    package init() {}

    /// Accesses the container value associated with a custom key.
    public subscript<Key: ContainerValueKey>(key: Key.Type) -> Key.Value {
        get {
            // Unwrap the entry first: a missing entry cast to an optional `Value` would be
            // `.some(nil)`, not a default.
            guard let entry = storage.entry(for: ObjectIdentifier(key)),
                let value = entry.value as? Key.Value
            else {
                AccessRecorder.current?.recordEach(
                    entryName(of: key), Key.defaultValue, isDefault: true, origin: nil)
                return Key.defaultValue
            }
            AccessRecorder.current?.recordEach(
                entryName(of: key), value, isDefault: false, origin: entry.origin)
            return value
        }
        set { storage.set(newValue, for: ObjectIdentifier(key), name: entryName(of: key)) }
    }

    /// The tag value of type `V` set on the view with `tag(_:)`, if any.
    public func tag<V: Hashable>(for type: V.Type) -> V? {
        storage.value(for: ObjectIdentifier(TagKey<V>.self)) as? V
    }

    /// Whether the view carries `tag`.
    public func hasTag<V: Hashable>(_ tag: V) -> Bool {
        self.tag(for: V.self) == tag
    }

    package mutating func setTag<V: Hashable>(_ tag: V) {
        storage.set(tag, for: ObjectIdentifier(TagKey<V>.self), name: "tag")
    }

    /// The values set, most recently set first.
    public var description: String { storage.description }
}

private enum TagKey<V> {}

extension View {
    /// Sets a particular container value of a view, for its nearest container to read.
    public func containerValue<V>(
        _ keyPath: WritableKeyPath<ContainerValues, V>, _ value: V, fileID: String = #fileID,
        line: Int = #line
    )
        -> some View
    {
        modified(".containerValue", fileID: fileID, line: line) { context, node in
            var probe = ContainerValues()
            probe[keyPath: keyPath] = value
            node.detail = (probe.storage.entries.last?.name ?? "value") + " = " + describe(value)
            context.containerValues?.values[keyPath: keyPath] = value
        }
    }

    /// Sets the unique tag value of this view, for pickers, tab views and containers.
    public func tag<V: Hashable>(_ tag: V, includeOptional: Bool = true) -> some View {
        modified(".tag", detail: describe(tag)) { context, _ in
            context.containerValues?.values.setTag(tag)
        }
    }
}
