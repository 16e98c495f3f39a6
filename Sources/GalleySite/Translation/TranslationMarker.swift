import GalleyMarkdown

/// The visible placeholder that `galley new <locale>/<slug> --from …` puts where prose needs
/// translating, and the count of placeholders still left in an article.
///
/// The marker is plain text (`TODO(translate): first words of the source…`), so a page built
/// before the translator is done renders it harmlessly and readers see what is missing.
package enum TranslationMarker {
    /// The text every placeholder starts with.
    package static let prefix = "TODO(translate):"

    /// How much of an article still carries placeholders.
    package struct Untranslated: Sendable, Equatable, CustomStringConvertible {
        /// Paragraphs (or other prose blocks) that are still placeholders.
        package var paragraphs: Int
        /// The first such paragraph's line, for diagnostics.
        package var firstLine: Int?
        /// Whether the title still starts with the marker.
        package var title: Bool
        /// Whether the summary still starts with the marker.
        package var summary: Bool

        /// Whether nothing is left to translate.
        package var isEmpty: Bool { paragraphs == 0 && !title && !summary }

        /// `needs translation: 12 paragraphs, title, summary`.
        package var description: String { "needs translation: " + kinds.joined(separator: ", ") }

        /// What is left, by kind: `12 paragraphs`, `title`, `summary`.
        package var kinds: [String] {
            var parts: [String] = []
            if paragraphs > 0 { parts.append("\(paragraphs) paragraph\(paragraphs == 1 ? "" : "s")") }
            if title { parts.append("title") }
            if summary { parts.append("summary") }
            return parts
        }
    }

    /// Counts the placeholders left in `article`.
    package static func untranslated(in article: SourceArticle) -> Untranslated {
        var count = 0
        var firstLine: Int?
        let nodes = article.document.nodes
        for node in nodes where node.kind == .paragraph {
            let text = plainText(of: node, in: article.document)
            if text.hasPrefix(prefix) {
                count += 1
                if firstLine == nil { firstLine = node.startLine }
            }
        }
        return Untranslated(
            paragraphs: count, firstLine: firstLine, title: article.metadata.title.hasPrefix(prefix),
            summary: article.metadata.summary?.hasPrefix(prefix) ?? false)
    }

    /// The text of a block's inline content: text and code spans, with spaces between lines and blocks.
    static func plainText(of node: MarkdownNode, in document: MarkdownDocument) -> String {
        var text = ""
        for inline in document.descendants(of: node) {
            switch inline.kind {
            case .text(let value), .code(let value): text += value
            case .softBreak, .lineBreak, .paragraph, .heading, .tableCell:
                if !text.isEmpty { text += " " }
            default: continue
            }
        }
        return text
    }
}
