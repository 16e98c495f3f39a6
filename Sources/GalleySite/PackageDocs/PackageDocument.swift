import Foundation
import GalleyCore
import GalleyMarkdown
import GalleySnippets

/// One Markdown file of a package's documentation, read where it is: the README (GitHub's
/// Markdown) or a page of a DocC catalog, whose directives and links DocC's way are understood.
struct PackageDocument: Sendable {
    /// The file's path from the package root, as diagnostics show it: `README.md`.
    var path: String
    /// The catalog the page belongs to (`Tally` for `Tally.docc`), `nil` outside catalogs.
    var catalog: String?
    /// The fenced blocks, each at its own line and column of the file.
    var blocks: ArticleBlocks
    /// The links DocC resolves (catalog pages only).
    var links: [DocCLink]
    /// The DocC directives (catalog pages only).
    var directives: [DocCSource.Directive]

    /// Reads and parses the file at `url`; `nil` (with the reason) when it cannot be read.
    static func load(
        _ url: URL, path: String, catalog: String?, into diagnostics: inout Diagnostics
    ) -> PackageDocument? {
        guard let text = TextFile.read(url, displayPath: path, into: &diagnostics) else { return nil }
        return PackageDocument(text: text, path: path, catalog: catalog, into: &diagnostics)
    }

    init(text: String, path: String, catalog: String?, into diagnostics: inout Diagnostics) {
        self.path = path
        self.catalog = catalog
        let source = catalog == nil ? nil : DocCSource(parsing: text, file: path)
        let markdown = source?.markdown ?? text
        let shifts = source?.shifts ?? []
        let document = MarkdownDocument(parsing: markdown, file: path)
        let (scanned, warnings) = ArticleBlocks.scan(document, source: markdown, file: path, isTutorial: false)
        diagnostics.append(contentsOf: warnings)
        // A block nested in a directive lost that directive's indentation: its columns get it back.
        let blocks = scanned.blocks.map { block -> FencedBlock in
            let shift = block.fenceLine - 1 < shifts.count ? shifts[block.fenceLine - 1] : 0
            guard shift > 0 else { return block }
            return FencedBlock(
                file: block.file, info: block.info, code: block.code, fenceLine: block.fenceLine,
                contentStartLine: block.contentStartLine, closingLine: block.closingLine,
                directlyFollowsPrevious: block.directlyFollowsPrevious, indentation: block.indentation + shift)
        }
        self.blocks = ArticleBlocks(file: path, blocks: blocks)
        directives = source?.directives ?? []
        guard catalog != nil else {
            links = []
            return
        }
        var code: Set<Int> = []
        for node in document.nodes {
            switch node.kind {
            case .codeBlock, .htmlBlock: code.formUnion(node.startLine...max(node.startLine, node.endLine))
            default: continue
            }
        }
        links = DocCLink.scan(markdown, shifts: shifts, code: code, file: path)
    }
}
