import Foundation
import GalleyCore
import GalleyYAML
import Synchronization

/// An article's text and its front matter split off, held in memory or read from the file on
/// first use.
///
/// An article the build state vouches for by its file's stamp (``StoredArticle/stamp``) comes
/// back without its text: its metadata, blocks and converted facts are in the state, and most
/// builds never need more. The translation notice, a page that must be rendered again and the
/// translations report read the file when they ask. Should the file no longer hold the text
/// the state recorded (an edit during the build, after its stamp was taken), what was read is
/// used and ``changedSinceStamp`` says so: the build does not keep the article in its state, so
/// the next build reads and parses it again, and every page it feeds is made afresh.
/// Thread-safe: the first reader reads, the others wait for its text.
final class SourceText: Sendable {
    /// The text, and its front matter without a copy of the body when the body is the end of
    /// the text, as it is when split from it (``FrontMatter/split(_:file:)``): the body is cut
    /// from the text when asked for, which is seldom (a tree parsed again, a translation
    /// compared), instead of every article holding its body twice for the whole build.
    private struct Text: Sendable {
        var source: String
        var frontMatter: FrontMatter
        /// The body's length in UTF-8 bytes when it is the end of `source` and left out of
        /// `frontMatter`, else `nil` (the body is in `frontMatter`).
        var bodyBytesAtEnd: Int?

        init(source: String, frontMatter: FrontMatter) {
            self.source = source
            self.frontMatter = frontMatter
            if Self.ends(source, with: frontMatter.body) {
                bodyBytesAtEnd = frontMatter.body.utf8.count
                self.frontMatter.body = ""
            }
        }

        var splitFrontMatter: FrontMatter {
            guard let count = bodyBytesAtEnd else { return frontMatter }
            var whole = frontMatter
            whole.body = String(Substring(source.utf8.suffix(count)))
            return whole
        }

        /// Whether the UTF-8 bytes of `text` end with those of `end`.
        private static func ends(_ text: String, with end: String) -> Bool {
            var text = text
            var end = end
            return text.withUTF8 { text in
                end.withUTF8 { end in
                    guard end.count <= text.count else { return false }
                    guard let endBase = end.baseAddress, let textBase = text.baseAddress else { return true }
                    return memcmp(textBase + (text.count - end.count), endBase, end.count) == 0
                }
            }
        }
    }

    private let path: String?
    private let digest: String
    private let displayPath: String
    private let text: Mutex<Text?>
    private let changed = Atomic(false)
    /// The line of the file where the Markdown body starts, known without reading the file.
    let bodyFirstLine: Int
    /// Whether the text contains `TODO(translate)`'s prefix anywhere (``TranslationMarker``),
    /// known without reading the file.
    let mentionsMarker: Bool

    /// Text already in memory.
    init(_ source: String, frontMatter: FrontMatter) {
        path = nil
        digest = ""
        displayPath = ""
        text = Mutex(Text(source: source, frontMatter: frontMatter))
        bodyFirstLine = frontMatter.bodyFirstLine
        mentionsMarker = TranslationMarker.mentionsPrefix(source)
    }

    /// The text of the file at `path`, read on first use, which should have the ``Fingerprint`` `digest`.
    init(path: String, digest: String, displayPath: String, bodyFirstLine: Int, mentionsMarker: Bool) {
        self.path = path
        self.digest = digest
        self.displayPath = displayPath
        text = Mutex(nil)
        self.bodyFirstLine = bodyFirstLine
        self.mentionsMarker = mentionsMarker
    }

    var source: String { loaded.source }
    var frontMatter: FrontMatter { loaded.splitFrontMatter }

    /// Whether the file, read on first use, no longer held the text its digest describes.
    var changedSinceStamp: Bool { changed.load(ordering: .relaxed) }

    private var loaded: Text {
        text.withLock { text in
            if let text { return text }
            let read = readFile()
            text = read
            return read
        }
    }

    private func readFile() -> Text {
        var ignored = Diagnostics()
        let source = path.flatMap {
            TextFile.read(URL(fileURLWithPath: $0), displayPath: displayPath, into: &ignored)
        }
        let frontMatter = source.flatMap { try? FrontMatter.split($0, file: displayPath) }
        guard let source, let frontMatter, Fingerprint.hex(source) == digest,
            frontMatter.bodyFirstLine == bodyFirstLine
        else {
            changed.store(true, ordering: .relaxed)
            let text = source ?? ""
            return Text(
                source: text,
                frontMatter: frontMatter
                    ?? FrontMatter(yaml: nil, yamlFirstLine: 1, body: text, bodyFirstLine: 1))
        }
        return Text(source: source, frontMatter: frontMatter)
    }
}
