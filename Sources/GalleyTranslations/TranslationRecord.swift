import Foundation
import GalleyCore
import GalleySite
import GalleyYAML

/// Records in a translation's front matter that it matches its source's current revision.
///
/// The file is edited as text, not re-serialised: only the `translatedFrom:` block (the key and
/// the indented lines under it) is replaced, or added before the closing `---` when absent, so
/// every other byte of the file (comments, quoting, key order, line ends) stays as it was.
package enum TranslationRecord {
    /// The text of `translation` with its `translatedFrom` block set to `revision`.
    ///
    /// - Throws: `translation.no-front-matter` when the file has no front matter to edit, and
    ///   `translation.record-failed` when the edited front matter does not read back as `revision`.
    package static func recording(_ revision: SourceRevision, in translation: SourceArticle)
        throws(DiagnosticError)
        -> String
    {
        var lines = splitKeepingEnds(translation.source)
        let newline = lines.first.map { $0.hasSuffix("\r\n") ? "\r\n" : "\n" } ?? "\n"
        guard let closing = lines.indices.dropFirst().first(where: { isFence(lines[$0]) }),
            translation.frontMatter.yaml != nil
        else {
            throw DiagnosticError(
                .error(
                    "translation.no-front-matter", at: translation.location,
                    "'\(translation.displayPath)' has no front matter to record the source revision in"))
        }
        let block = ScaffoldYAML.translatedFrom(revision).map { $0 + newline }
        if let start = (1..<closing).first(where: { lines[$0].hasPrefix("translatedFrom:") }) {
            var end = start + 1
            while end < closing, isContinuation(lines[end]) { end += 1 }
            // Blank lines that end the old block separate it from what follows; keep them.
            while end > start + 1, lines[end - 1].trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { end -= 1 }
            lines.replaceSubrange(start..<end, with: block)
        } else {
            lines.insert(contentsOf: block, at: closing)
        }
        let text = lines.joined()
        try confirm(text, records: revision, for: translation)
        return text
    }

    /// Reads the edited front matter back, so a file whose YAML this edit cannot handle is
    /// reported instead of written.
    private static func confirm(
        _ text: String, records revision: SourceRevision, for translation: SourceArticle
    )
        throws(DiagnosticError)
    {
        var diagnostics = Diagnostics()
        let frontMatter = try FrontMatter.split(text, file: translation.displayPath)
        let metadata = ArticleLoader.decodeMetadata(
            frontMatter, displayPath: translation.displayPath, into: &diagnostics)
        guard let metadata, metadata.sourceHash == revision.hash,
            metadata.sourceParts == revision.recorded
        else {
            throw DiagnosticError(
                .error(
                    "translation.record-failed", at: translation.location,
                    "could not record the source revision in '\(translation.displayPath)': its front matter does not read back as written",
                    notes: diagnostics.errors.map {
                        Diagnostic.Note(location: $0.location, message: $0.summary)
                    }))
        }
    }

    /// A line inside a block mapping value: indented, blank, or an indented comment.
    private static func isContinuation(_ line: String) -> Bool {
        line.first == " " || line.first == "\t"
            || line.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
    }

    /// `---` or `...`, then only spaces or tabs, as `FrontMatter.split` reads a closing fence.
    private static func isFence(_ line: String) -> Bool {
        var text = Substring(line).unicodeScalars
        while let last = text.last, last == "\n" || last == "\r" || last == " " || last == "\t" {
            text.removeLast()
        }
        return String(text) == "---" || String(text) == "..."
    }

    /// Lines with their `\n` (or `\r\n`) kept, so joining them gives back the text exactly.
    static func splitKeepingEnds(_ text: String) -> [String] {
        var lines: [String] = []
        var current = ""
        for character in text {
            current.append(character)
            if character == "\n" || character == "\r\n" {
                lines.append(current)
                current = ""
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }
}
