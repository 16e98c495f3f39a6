import GalleyCore

/// One node of a parsed YAML document: a scalar, a sequence or a mapping, with where it starts.
///
/// The tree is an owned, `Sendable` copy of what libyaml reported, so nothing in it points into C
/// memory. Scalars keep their text and their style, so a quoted `"12"` stays a string while a plain
/// `12` reads as an integer; see the typed readers in `YAMLNode+Readers.swift`.
///
/// ```swift
/// let node = try YAMLParser.parse("title: Hello\ndraft: true\n", file: "config.yml")
/// node?.mapping?["title"]?.string  // "Hello"
/// ```
package struct YAMLNode: Hashable, Sendable {
    /// What a node holds.
    package enum Kind: Hashable, Sendable {
        /// A scalar's text and the style it was written in.
        case scalar(String, YAMLScalarStyle)
        /// The items of a sequence, in order.
        case sequence([YAMLNode])
        /// The entries of a mapping, in source order.
        case mapping(YAMLMapping)
    }

    /// What the node holds.
    package var kind: Kind
    /// Where the node starts: the first character of a scalar, or a collection's opening mark.
    package var location: SourceLocation

    /// Creates a node; the parser does this, tests may too.
    package init(_ kind: Kind, at location: SourceLocation) {
        self.kind = kind
        self.location = location
    }

    /// The items when the node is a sequence.
    package var sequence: [YAMLNode]? {
        if case .sequence(let items) = kind { return items }
        return nil
    }

    /// The entries when the node is a mapping.
    package var mapping: YAMLMapping? {
        if case .mapping(let mapping) = kind { return mapping }
        return nil
    }

    /// The text and style when the node is a scalar.
    package var scalar: (value: String, style: YAMLScalarStyle)? {
        if case .scalar(let value, let style) = kind { return (value, style) }
        return nil
    }

    /// What was found, for messages: a scalar's own text in quotes (`'2026-13-45'`), or "a list",
    /// "a mapping".
    package var kindDescription: String {
        switch kind {
        case .scalar(let text, _): isNull ? "nothing (null)" : "'\(text.count > 40 ? text.prefix(40) + "…" : text)'"
        case .sequence: "a list"
        case .mapping: "a mapping"
        }
    }
}

/// How a scalar was written; only plain scalars are read as numbers, booleans or null.
package enum YAMLScalarStyle: String, Hashable, Sendable {
    /// Unquoted: `title: Hello`.
    case plain
    /// `'single quoted'`.
    case singleQuoted
    /// `"double quoted"`, with escapes.
    case doubleQuoted
    /// A `|` block that keeps line breaks.
    case literal
    /// A `>` block that folds line breaks into spaces.
    case folded
}
