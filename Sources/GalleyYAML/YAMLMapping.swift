import GalleyCore

/// The entries of a YAML mapping, in source order, with unique scalar keys.
///
/// Keys are unique because the parser rejects duplicates (`yaml.duplicate-key`), so looking a key
/// up by name is unambiguous.
public struct YAMLMapping: Hashable, Sendable {
    /// One `key: value` pair.
    public struct Entry: Hashable, Sendable {
        /// The key's text.
        public var key: String
        /// Where the key is written.
        public var keyLocation: SourceLocation
        /// The value; an empty value (`key:`) is a plain null scalar.
        public var value: YAMLNode

        /// Creates an entry.
        public init(key: String, keyLocation: SourceLocation, value: YAMLNode) {
            self.key = key
            self.keyLocation = keyLocation
            self.value = value
        }
    }

    /// The entries in source order.
    public var entries: [Entry]

    /// Creates a mapping from entries whose keys are already known to be unique.
    public init(_ entries: [Entry] = []) {
        self.entries = entries
    }

    /// The keys in source order.
    public var keys: [String] { entries.map(\.key) }

    /// The entry with `key`, if any.
    public func entry(_ key: String) -> Entry? {
        entries.first { $0.key == key }
    }

    /// The value for `key`, if the key is present.
    public subscript(key: String) -> YAMLNode? {
        entry(key)?.value
    }
}
