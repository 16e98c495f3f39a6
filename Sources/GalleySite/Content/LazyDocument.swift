import GalleyMarkdown
import Synchronization

/// An article's Markdown tree, parsed the first time something asks for it.
///
/// An article restored from the build state (``StoredArticle``) already has its fenced blocks,
/// and its converted facts come from the state too, so a build that only checks its links,
/// indexes it and reuses its page never needs the tree. The translation notice, the
/// translations report and a page that must be rendered again parse it on demand.
/// Thread-safe: the first reader parses, the others wait for its tree.
final class LazyDocument: Sendable {
    private let text: SourceText
    private let file: String
    private let tree: Mutex<MarkdownDocument?>

    /// The tree of `text`'s body; an article read from its file for this build passes the tree
    /// it already parsed.
    init(text: SourceText, file: String, parsed: MarkdownDocument? = nil) {
        self.text = text
        self.file = file
        tree = Mutex(parsed)
    }

    /// Lets the tree go; the next reader parses the text again.
    func release() { tree.withLock { $0 = nil } }

    /// Whether the tree is held now.
    var isParsed: Bool { tree.withLock { $0 != nil } }

    var document: MarkdownDocument {
        tree.withLock { tree in
            if let tree { return tree }
            let parsed = MarkdownDocument(
                parsing: text.frontMatter.body, file: file, lineOffset: text.frontMatter.bodyFirstLine - 1)
            tree = parsed
            return parsed
        }
    }
}
