import GalleyCore

/// The entries of a YAML mapping, in source order, with unique scalar keys.
///
/// Keys are unique because the parser rejects duplicates (`yaml.duplicate-key`), so looking a key
/// up by name is unambiguous.
package struct YAMLMapping: Hashable, Sendable {
    /// One `key: value` pair.
    package struct Entry: Hashable, Sendable {
        /// The key's text.
        package var key: String
        /// Where the key is written.
        package var keyLocation: SourceLocation
        /// The value; an empty value (`key:`) is a plain null scalar.
        package var value: YAMLNode

        /// Creates an entry.
        package init(key: String, keyLocation: SourceLocation, value: YAMLNode) {
            self.key = key
            self.keyLocation = keyLocation
            self.value = value
        }
    }

    /// The entries in source order.
    package var entries: [Entry]

    /// Creates a mapping from entries whose keys are already known to be unique.
    package init(_ entries: [Entry] = []) {
        self.entries = entries
    }

    /// The keys in source order.
    package var keys: [String] { entries.map(\.key) }

    /// The entry with `key`, if any.
    package func entry(_ key: String) -> Entry? {
        entries.first { $0.key == key }
    }

    /// The value for `key`, if the key is present.
    package subscript(key: String) -> YAMLNode? {
        entry(key)?.value
    }
}
