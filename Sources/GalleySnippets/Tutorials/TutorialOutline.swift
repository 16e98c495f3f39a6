/// What the Markdown layer knows about a tutorial that its fenced blocks do not say: where it
/// declares itself a tutorial and where its `##` sections start.
///
/// GalleySnippets does not parse Markdown; the site layer (or a test) reads the headings and
/// hands them over with the article's blocks.
package struct TutorialOutline: Sendable, Hashable {
    /// One `##` heading of the tutorial.
    package struct Section: Sendable, Hashable {
        /// The heading's text, e.g. "Declare the value".
        package var title: String
        /// The heading's line in the Markdown file.
        package var line: Int

        /// Creates a section heading.
        package init(title: String, line: Int) {
            self.title = title
            self.line = line
        }
    }

    /// The Markdown file, as in its blocks' `file`.
    package var file: String
    /// The line of the front matter's `layout: tutorial`, where whole-tutorial problems point.
    package var line: Int
    /// The `##` headings in order.
    package var sections: [Section]

    /// Creates an outline.
    package init(file: String, line: Int, sections: [Section]) {
        self.file = file
        self.line = line
        self.sections = sections
    }

    /// The 0-based index of the section a line belongs to, or `nil` before the first heading.
    func section(containing line: Int) -> Int? {
        sections.lastIndex { $0.line < line }
    }
}
