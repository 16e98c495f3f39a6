import GalleyCore
import GalleyMarkdown
import GalleySnippets

extension ArticleBlocks {
    /// Scans an article's Markdown tree once, when the article loads: every fenced code block
    /// becomes a ``FencedBlock`` (its info string parsed at the first block that has it), a never-closed
    /// fence becomes a warning, and a tutorial (`layout: tutorial`) gets its outline and steps.
    ///
    /// Nothing later scans the tree for fences or parses an info string again: the verifier,
    /// the fence checks, the figures and the page read the returned value.
    static func scan(
        _ document: MarkdownDocument, source: String, file: String, isTutorial: Bool
    ) -> (ArticleBlocks, warnings: [Diagnostic]) {
        // Where the lines end, not the lines: a block's warning reads two of them.
        let cuts = source.lineCuts()
        var blocks: [FencedBlock] = []
        var warnings: [Diagnostic] = []
        var previousID: Int?
        var previousParent: Int?
        // Each info string parsed at its first block; the article's later blocks with the same
        // info string take those attributes.
        var infoStrings = InfoStringMemo()
        for node in document.nodes {
            guard case .codeBlock(let attributes) = node.kind, attributes.isFenced else { continue }
            if let warning = UnclosedFence.warning(
                for: node, in: document.file, line: { source.sourceLine($0, cuts: cuts) })
            {
                warnings.append(warning)
            }
            let follows = previousID.map { $0 + 1 == node.id } == true && previousParent == node.parentID
            blocks.append(
                infoStrings.block(
                    file: file, info: attributes.info, code: attributes.literal,
                    fenceLine: node.startLine, contentStartLine: node.startLine + 1,
                    closingLine: node.endLine, directlyFollowsPrevious: follows,
                    indentation: max(0, node.startColumn - 1)))
            previousID = node.id
            previousParent = node.parentID
        }
        let outline = isTutorial ? Self.outline(of: document, lines: source.sourceLines(), file: file) : nil
        return (ArticleBlocks(file: file, blocks: blocks, outline: outline), warnings)
    }

    /// A tutorial's `layout:` line and its `##` sections, as the verifier takes them.
    private static func outline(of document: MarkdownDocument, lines: [Substring], file: String) -> TutorialOutline {
        let layoutLine = (lines.firstIndex { $0.hasPrefix("layout:") } ?? 0) + 1
        var sections: [TutorialOutline.Section] = []
        for node in document.nodes where node.parentID == 0 {
            guard case .heading(level: 2) = node.kind else { continue }
            var title = ""
            for id in node.descendantIDs {
                switch document.nodes[id].kind {
                case .text(let text), .code(let text): title += text
                case .softBreak, .lineBreak: title += " "
                default: break
                }
            }
            sections.append(.init(title: title, line: node.startLine))
        }
        return TutorialOutline(file: file, line: layoutLine, sections: sections)
    }
}
