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
    private struct Text: Sendable {
        var source: String
        var frontMatter: FrontMatter
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
    var frontMatter: FrontMatter { loaded.frontMatter }

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
