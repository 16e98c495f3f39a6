/// A static picture of an evaluated view tree, with what each drawn element read from its
/// environment: the data behind a page's **Preview** panel and its environment inspector.
///
/// It is an approximation drawn by GalleyUI in HTML and CSS, not SwiftUI's layout or fonts.
public struct GalleyPreview: Sendable, Hashable, Codable {
    /// One drawing of the tree in a colour scheme.
    public struct Rendering: Sendable, Hashable, Codable {
        /// `light` or `dark`.
        public var scheme: String
        /// The drawing: a `div` of class `gp-screen`, styled by the site's `preview.css`.
        public var html: String
    }

    /// A drawn element that read environment values; `data-gp-el="id"` marks it in `html`.
    public struct Element: Sendable, Hashable, Codable {
        /// The element's number, unique within the preview.
        public var id: Int
        /// The view's name as a reader knows it: `Title`, or `Text "Hello"`.
        public var name: String
        /// What it read, in order.
        public var reads: [Read]
    }

    /// One value an element read, and where it came from.
    public struct Read: Sendable, Hashable, Codable {
        /// The key, e.g. `accent`.
        public var name: String
        /// The value read, described.
        public var value: String
        /// True when no ancestor set the key, so the element read the key's default.
        public var isDefault: Bool
        /// The modifier that set the value (`.environment`), nil for defaults.
        public var modifier: String?
        /// The `#fileID` of the modifier's call, when captured.
        public var fileID: String?
        /// The `#line` of the modifier's call, when captured.
        public var line: Int?
    }

    /// The root view's name, e.g. `ContentView`.
    public var title: String
    /// One drawing, in the colour scheme the tree resolved; or two, light and dark, when the
    /// tree neither set nor read the colour scheme.
    public var renderings: [Rendering]
    /// The elements that read environment values, in tree order.
    public var elements: [Element]
    /// The `#fileID` and `#line` of the `GalleyRuntime.run` call that evaluated the tree.
    public var runFileID: String?
    public var runLine: Int?

    /// Draws `tree` (an evaluated window, view or app).
    public init(_ tree: EvaluatedView) {
        let content = PreviewRenderer.content(of: tree)
        title = content.first?.kind ?? tree.kind
        let fixed = PreviewRenderer.fixedScheme(of: tree)
        var elements: [Element] = []
        renderings = (fixed.map { [$0] } ?? ["light", "dark"]).map { scheme in
            var renderer = PreviewRenderer(scheme: scheme)
            let html = renderer.screen(content, commands: PreviewRenderer.readingCommands(of: tree))
            elements = renderer.elements
            return Rendering(scheme: scheme, html: html)
        }
        self.elements = elements
    }
}
