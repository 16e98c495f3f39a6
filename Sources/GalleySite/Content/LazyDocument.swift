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
    private let body: String
    private let file: String
    private let lineOffset: Int
    private let tree: Mutex<MarkdownDocument?>

    init(body: String, file: String, lineOffset: Int, parsed: MarkdownDocument? = nil) {
        self.body = body
        self.file = file
        self.lineOffset = lineOffset
        tree = Mutex(parsed)
    }

    var document: MarkdownDocument {
        tree.withLock { tree in
            if let tree { return tree }
            let parsed = MarkdownDocument(parsing: body, file: file, lineOffset: lineOffset)
            tree = parsed
            return parsed
        }
    }
}
