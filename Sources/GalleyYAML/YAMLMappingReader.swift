import GalleyCore

/// Reads the known keys of a YAML mapping with typed errors, and warns about keys it does not know.
///
/// Problems become diagnostics rather than thrown errors, so one pass over a file reports all of
/// them. Ids share the caller's prefix: `<prefix>.type`, `<prefix>.unknown-key`,
/// `<prefix>.missing-key`.
///
/// ```swift
/// var reader = YAMLMappingReader(node, knownKeys: ["title", "date", "translationKey"],
///                                idPrefix: "front-matter")
/// let title = reader.requiredString("title")
/// let date = reader.date("date")
/// diagnostics.append(contentsOf: reader.diagnostics)
/// ```
package struct YAMLMappingReader: Sendable {
    /// The mapping being read (empty when the node was not a mapping).
    package let mapping: YAMLMapping
    /// Where the mapping starts; missing keys are reported here.
    package let location: SourceLocation
    /// The prefix of every diagnostic id: `front-matter`, `config`.
    package let idPrefix: String
    /// Whether a near miss of a known key is an error (configuration files) or a warning.
    package let nearMissIsError: Bool
    /// Everything found so far: unknown keys at creation, then type errors as keys are read.
    package private(set) var diagnostics: [Diagnostic] = []

    /// Starts reading `node`, reporting at once each key not in `knownKeys`.
    ///
    /// A node that is not a mapping is a `<prefix>.type` error, and every read then returns `nil`.
    /// A null node (an empty document) reads as an empty mapping.
    /// With `nearMissIsError`, a key that is a near miss of a known one is an error: in a
    /// configuration file such a typo silently leaves the setting at its default.
    package init(
        _ node: YAMLNode, knownKeys: some Sequence<String>, idPrefix: String, nearMissIsError: Bool = false
    ) {
        self.idPrefix = idPrefix
        self.nearMissIsError = nearMissIsError
        location = node.location
        if let mapping = node.mapping {
            self.mapping = mapping
        } else {
            mapping = YAMLMapping()
            if !node.isNull {
                diagnostics.append(
                    .error(
                        "\(idPrefix).type", at: node.location,
                        "expected a mapping of keys, found \(node.kindDescription)"))
            }
        }
        let known = Array(knownKeys)
        for entry in mapping.entries where !known.contains(entry.key) {
            if nearMissIsError, let suggestion = NearMiss.suggestion(for: entry.key, among: known) {
                diagnostics.append(
                    .error(
                        "\(idPrefix).unknown-key", at: entry.keyLocation,
                        "unknown key '\(entry.key)'; did you mean '\(suggestion)'? As written, '\(suggestion)' keeps its default"
                    ))
            } else {
                diagnostics.append(
                    .warning(
                        "\(idPrefix).unknown-key", at: entry.keyLocation,
                        "unknown key '\(entry.key)'" + NearMiss.didYouMean(entry.key, among: known)))
            }
        }
    }

    /// Whether `key` is present with a non-null value.
    package func contains(_ key: String) -> Bool {
        mapping[key].map { !$0.isNull } ?? false
    }

    /// The node for `key`, or `nil` when absent or null.
    package func node(_ key: String) -> YAMLNode? {
        mapping[key].flatMap { $0.isNull ? nil : $0 }
    }

    /// The value of `key` as text; any scalar qualifies.
    package mutating func string(_ key: String) -> String? {
        read(key, "a string") { $0.string }
    }

    /// The value of `key` as an integer.
    package mutating func int(_ key: String) -> Int? {
        read(key, "an integer") { $0.int }
    }

    /// The value of `key` as a boolean (`true` or `false`).
    package mutating func bool(_ key: String) -> Bool? {
        read(key, "true or false") { $0.bool }
    }

    /// The value of `key` as a `YYYY-MM-DD` date.
    package mutating func date(_ key: String) -> YAMLDate? {
        read(key, "a date written YYYY-MM-DD") { $0.date }
    }

    /// The value of `key` as a list of strings.
    package mutating func stringArray(_ key: String) -> [String]? {
        read(key, "a list of strings") { $0.stringArray }
    }

    /// A reader for the nested mapping under `key`, whose diagnostics the caller collects.
    package mutating func mapping(_ key: String, knownKeys: some Sequence<String>)
        -> YAMLMappingReader?
    {
        guard let node = node(key) else { return nil }
        guard node.mapping != nil else {
            diagnostics.append(typeError(key, "a mapping", node))
            return nil
        }
        return YAMLMappingReader(node, knownKeys: knownKeys, idPrefix: idPrefix, nearMissIsError: nearMissIsError)
    }

    /// Like `string(_:)`, but a missing key is a `<prefix>.missing-key` error.
    package mutating func requiredString(_ key: String) -> String? {
        guard contains(key) else {
            diagnostics.append(
                .error("\(idPrefix).missing-key", at: location, "missing required key '\(key)'"))
            return nil
        }
        return string(key)
    }

    /// Adds a diagnostic found by the caller, so one list carries everything about this mapping.
    package mutating func report(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    private mutating func read<T>(_ key: String, _ expected: String, _ convert: (YAMLNode) -> T?)
        -> T?
    {
        guard let node = node(key) else { return nil }
        guard let value = convert(node) else {
            diagnostics.append(typeError(key, expected, node))
            return nil
        }
        return value
    }

    private func typeError(_ key: String, _ expected: String, _ node: YAMLNode) -> Diagnostic {
        .error(
            "\(idPrefix).type", at: node.location,
            "'\(key)' must be \(expected); found \(node.kindDescription)")
    }
}
