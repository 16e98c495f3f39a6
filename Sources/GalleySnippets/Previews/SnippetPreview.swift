/// A preview drawn by GalleyUI while a `run` block evaluated a view: the HTML of the drawing
/// (light and dark, or the one scheme the snippet fixed) and the environment inspector's facts.
///
/// It is not GalleyUI's `GalleyPreview` (the runtime's wire format, whose lines are the
/// compiled file's `#fileID` and `#line`) but what Galley makes of it: lines mapped to blocks and
/// to the Markdown file.
///
/// The verifier collects it from the very run that printed the block's output and caches it
/// with that output; lines are kept in the unit's coordinates (``Read/snippet`` and
/// ``Read/snippetLine``) and mapped to the Markdown file (``Read/line``) for each verdict.
package struct SnippetPreview: Sendable, Hashable, Codable {
    /// One drawing in a colour scheme.
    package struct Rendering: Sendable, Hashable, Codable {
        /// `light` or `dark`.
        package var scheme: String
        /// The drawing's HTML, produced by GalleyUI (its text is escaped there).
        package var html: String
    }

    /// A drawn element that read environment values.
    package struct Element: Sendable, Hashable, Codable {
        /// The number that `data-gp-el` carries in the drawing.
        package var id: Int
        /// `Title`, or `Text "Hello"`.
        package var name: String
        package var reads: [Read]
    }

    /// One value an element read.
    package struct Read: Sendable, Hashable, Codable {
        package var name: String
        package var value: String
        /// True when the key's default was read.
        package var isDefault: Bool
        /// The modifier that set the value (`.environment`), nil for defaults.
        package var modifier: String?
        /// The block of the unit (its position) whose line set the value.
        package var snippet: Int?
        /// The 1-based line, within that block's code, that set the value.
        package var snippetLine: Int?
        /// The Markdown line that set the value, once mapped.
        package var line: Int?
    }

    /// The root view's name.
    package var title: String
    package var renderings: [Rendering]
    package var elements: [Element]
    /// The block of the unit whose `GalleyRuntime.run` call drew it, when known.
    package var snippet: Int?
}
