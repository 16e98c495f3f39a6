/// A preview drawn by GalleyUI while a `run` block evaluated a view: the HTML of the drawing
/// (light and dark, or the one scheme the snippet fixed) and the environment inspector's facts.
///
/// The verifier collects it from the very run that printed the block's output and caches it
/// with that output; lines are kept in the unit's coordinates (``Read/snippet`` and
/// ``Read/snippetLine``) and mapped to the Markdown file (``Read/line``) for each verdict.
public struct SnippetPreview: Sendable, Hashable, Codable {
    /// One drawing in a colour scheme.
    public struct Rendering: Sendable, Hashable, Codable {
        /// `light` or `dark`.
        public var scheme: String
        /// The drawing's HTML, produced by GalleyUI (its text is escaped there).
        public var html: String
    }

    /// A drawn element that read environment values.
    public struct Element: Sendable, Hashable, Codable {
        /// The number that `data-gp-el` carries in the drawing.
        public var id: Int
        /// `Title`, or `Text "Hello"`.
        public var name: String
        public var reads: [Read]
    }

    /// One value an element read.
    public struct Read: Sendable, Hashable, Codable {
        public var name: String
        public var value: String
        /// True when the key's default was read.
        public var isDefault: Bool
        /// The modifier that set the value (`.environment`), nil for defaults.
        public var modifier: String?
        /// The block of the unit (its position) whose line set the value.
        public var snippet: Int?
        /// The 1-based line, within that block's code, that set the value.
        public var snippetLine: Int?
        /// The Markdown line that set the value, once mapped.
        public var line: Int?
    }

    /// The root view's name.
    public var title: String
    public var renderings: [Rendering]
    public var elements: [Element]
    /// The block of the unit whose `GalleyRuntime.run` call drew it, when known.
    public var snippet: Int?
}
