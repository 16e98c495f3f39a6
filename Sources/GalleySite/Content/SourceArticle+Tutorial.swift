import GalleyCore
import GalleyMarkdown
import GalleySnippets

extension SourceArticle {
    /// For a tutorial: its `layout:` line and its `##` sections, as the verifier takes them.
    package var tutorialOutline: TutorialOutline? {
        guard metadata.isTutorial else { return nil }
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
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
            sections.append(.init(title: title, line: node.range.lowerBound.line))
        }
        return TutorialOutline(file: displayPath, line: layoutLine, sections: sections)
    }

    /// The tutorial's steps, and the problems that keep them from being verified.
    var tutorial: (Tutorial, [Tutorial.Problem])? {
        tutorialOutline.map { Tutorial.build(blocks: SnippetProofs.fencedBlocks(of: self), outline: $0) }
    }
}
