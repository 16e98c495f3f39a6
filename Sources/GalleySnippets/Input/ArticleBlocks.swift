/// One article's fenced blocks, in order, each with its info string parsed, and for a tutorial
/// its outline and its steps: what the site layer scans once when it loads an article, and what
/// the verifier, the fence checks, the figures and the page all read.
///
/// ```swift
/// let article = ArticleBlocks(file: "Content/en/a.md", blocks: blocks)
/// let verdicts = try await verifier.verify(articles: [article])
/// ```
package struct ArticleBlocks: Sendable {
    /// The Markdown file, as in its blocks' `file`.
    package let file: String
    /// Every fenced block of the article, in order.
    package let blocks: [FencedBlock]
    /// The tutorial's `layout:` line and sections; `nil` for an ordinary article.
    package let outline: TutorialOutline?
    /// The tutorial's steps, read once from `blocks` and `outline`.
    package let tutorial: Tutorial?
    /// The problems that keep the tutorial's steps from being verified.
    package let tutorialProblems: [Tutorial.Problem]
    /// The modules this article's blocks see imported, when not the session's
    /// (``SnippetSettings/imports``): a folder's own list in a package's configuration, or none
    /// for a SwiftPM snippet file, which is a program as written.
    package var imports: [String]?
    /// The language mode of this article's blocks, when not the session's.
    package var languageMode: Int?

    /// Gathers an article's blocks; with an `outline` it is a tutorial, and its steps are read here.
    package init(file: String, blocks: [FencedBlock], outline: TutorialOutline? = nil) {
        self.file = file
        self.blocks = blocks
        self.outline = outline
        if let outline {
            (tutorial, tutorialProblems) = Tutorial.build(blocks: blocks, outline: outline)
        } else {
            (tutorial, tutorialProblems) = (nil, [])
        }
    }
}
