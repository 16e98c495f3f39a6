import GalleyCore

/// A rendered Markdown document: its HTML and everything the site needs besides.
package struct RenderedDocument: Sendable {
    /// The HTML fragment for the page body, as UTF-8 bytes: a page is written as bytes, and
    /// making a string of every body checked each one's UTF-8 once more.
    package var htmlBytes: [UInt8]
    /// The HTML fragment for the page body.
    package var html: String { String(decoding: htmlBytes, as: UTF8.self) }
    /// Every heading, in order, with its id.
    package var headings: [Heading]
    /// The table of contents: headings of levels 2 and 3.
    package var tableOfContents: [TOCEntry]
    /// Every link and image, with where it was written, for link checking.
    package var links: [LinkReference]
    /// Every code block, in order.
    package var codeBlocks: [CodeBlockContext]
    /// The document's plain text split at headings, for search.
    package var sections: [Section]
    /// Warnings found while rendering, such as raw HTML that was escaped.
    package var diagnostics: [Diagnostic]

    /// Creates a rendered document.
    package init(
        htmlBytes: [UInt8], headings: [Heading], tableOfContents: [TOCEntry], links: [LinkReference],
        codeBlocks: [CodeBlockContext], sections: [Section], diagnostics: [Diagnostic]
    ) {
        self.htmlBytes = htmlBytes
        self.headings = headings
        self.tableOfContents = tableOfContents
        self.links = links
        self.codeBlocks = codeBlocks
        self.sections = sections
        self.diagnostics = diagnostics
    }
}
