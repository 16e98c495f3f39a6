import GalleyMarkdown

/// The first draft of a translation, made from its source: structure and code kept, prose marked.
///
/// The draft has the source's front matter (title and summary marked for translation), a
/// `translationKey` that pairs it with the source and a `translatedFrom` block recording the
/// source's revision; its body has every heading, every code block verbatim with its info string
/// (`output` blocks too), raw HTML and thematic breaks, and one ``TranslationMarker`` paragraph
/// in place of each prose block. So it builds at once, its snippets match the source's, and
/// `galley translations` reports how many paragraphs still need translating.
public struct TranslationScaffold: Sendable {
    /// The article being translated.
    public var source: SourceArticle

    /// Creates a scaffold of `source`.
    public init(source: SourceArticle) { self.source = source }

    /// How many words of a source paragraph the marker quotes.
    static let quotedWords = 8

    /// The new file's text.
    public var text: String {
        frontMatter.joined(separator: "\n") + "\n\n" + body.joined(separator: "\n\n") + "\n"
    }

    var frontMatter: [String] {
        let metadata = source.metadata
        var lines = [
            "---", "title: " + ScaffoldYAML.quoted(TranslationMarker.prefix + " " + metadata.title),
        ]
        if let summary = metadata.summary {
            lines.append("summary: " + ScaffoldYAML.quoted(TranslationMarker.prefix + " " + summary))
        }
        if let date = metadata.date { lines.append("date: " + ScaffoldYAML.date(date)) }
        if let order = metadata.order { lines.append("order: \(order)") }
        if !metadata.tags.isEmpty { lines.append("tags: " + ScaffoldYAML.list(metadata.tags)) }
        lines.append("translationKey: " + ScaffoldYAML.quoted(source.pairingKey))
        lines += ScaffoldYAML.translatedFrom(SourceRevision(of: source))
        return lines + ["---"]
    }

    /// One string per block of the new body.
    var body: [String] {
        let document = source.document
        let lines = source.frontMatter.body.split(separator: "\n", omittingEmptySubsequences: false)
        func verbatim(_ node: MarkdownNode) -> String {
            let first = node.range.lowerBound.line - source.frontMatter.bodyFirstLine
            let last = min(node.range.upperBound.line - source.frontMatter.bodyFirstLine, lines.count - 1)
            guard first >= 0, first <= last else { return "" }
            // Blocks nested in a list or quote are lifted to the top level, so their indent goes.
            let indent = node.range.lowerBound.column - 1
            return lines[first...last].map { line in
                var line = Substring(line)
                var dropped = 0
                while dropped < indent, line.first == " " {
                    line.removeFirst()
                    dropped += 1
                }
                return String(line)
            }.joined(separator: "\n")
        }
        var blocks: [String] = []
        for node in document.children(of: document.root) {
            switch node.kind {
            case .heading, .codeBlock, .htmlBlock, .thematicBreak:
                blocks.append(verbatim(node))
            case .list(let attributes):
                // One marker per item keeps the list's shape, so the translator sees how many points to write.
                var number = attributes.start
                let items = document.children(of: node).map { item -> String in
                    defer { number += 1 }
                    return (attributes.isOrdered ? "\(number). " : "- ") + marker(for: item)
                }
                blocks.append(items.joined(separator: "\n"))
                for inner in document.descendants(of: node) {
                    if case .codeBlock = inner.kind { blocks.append(verbatim(inner)) }
                }
            default:
                blocks.append(marker(for: node))
                // Code inside a list or quote is still part of the translation's snippets.
                for inner in document.descendants(of: node) {
                    if case .codeBlock = inner.kind { blocks.append(verbatim(inner)) }
                }
            }
        }
        return blocks
    }

    /// `TODO(translate): The first eight words of the source paragraph…`, Markdown-escaped.
    func marker(for node: MarkdownNode) -> String {
        let words = TranslationMarker.plainText(of: node, in: source.document)
            .split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" })
        var quoted = words.prefix(Self.quotedWords).joined(separator: " ")
        if words.count > Self.quotedWords { quoted += "…" }
        return TranslationMarker.prefix + " " + Self.escaped(quoted)
    }

    /// Backslash-escapes the punctuation that could start Markdown or HTML syntax.
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            if "\\`*_[]<>&|~!#".contains(character) { result.append("\\") }
            result.append(character)
        }
        return result
    }
}
