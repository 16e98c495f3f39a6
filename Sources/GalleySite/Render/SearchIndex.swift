import Foundation
import GalleyCore
import GalleyMarkdown

/// A locale's search index: one entry per section, its title, plain text and address.
///
/// Matching ignores case and diacritics (`cvor` finds `čvor`): `galley.js` folds each entry's
/// title and text once, when the index loads, with the function it folds queries with, so the
/// two sides cannot fold differently. The index carries no folded copy of its text: it would
/// double the file the browser downloads and was a twentieth of a build's work.
struct SearchIndex: Sendable {
    struct Entry: Sendable {
        var url: String
        var title: String
        /// The section's text, up to 2,000 characters, as UTF-8.
        var text: [UInt8]
    }

    var locale: String
    var entries: [Entry] = []

    mutating func add(page: String, url: String, sections: [Section]) {
        for section in sections {
            let title = section.headingID == nil ? page : "\(page) — \(section.title)"
            // No more characters than bytes: short text needs no walk over its characters.
            let text = section.utf8.count <= 2_000 ? section.utf8 : Array(section.text.prefix(2_000).utf8)
            entries.append(Entry(url: section.headingID.map { "\(url)#\($0)" } ?? url, title: title, text: text))
        }
    }

    /// The index as JSON, written by hand: it is the largest file of a build, and the generic
    /// encoder's reflection made up a noticeable share of build time.
    func json() -> Data { Self.json(locale: locale, fragments: [Self.fragment(entries)[...]]) }

    /// Entries as the comma-separated members of the index's `entries` array, so a page's part
    /// of the index can be kept between builds (``ConvertedFacts``) and joined without
    /// converting the page again.
    static func fragment(_ entries: [Entry]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(entries.reduce(0) { $0 + $1.text.count + $1.url.utf8.count + 64 })
        for (index, entry) in entries.enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            out.append(contentsOf: #"{"text":"#.utf8)
            entry.text.withUnsafeBufferPointer { appendQuoted($0, to: &out) }
            out.append(contentsOf: #","title":"#.utf8)
            appendQuoted(entry.title, to: &out)
            out.append(contentsOf: #","url":"#.utf8)
            appendQuoted(entry.url, to: &out)
            out.append(UInt8(ascii: "}"))
        }
        return out
    }

    /// A locale's whole index from its pages' fragments, in order; empty fragments are skipped.
    /// `offsets` receives where each non-empty fragment starts in the returned bytes, by its
    /// position in `fragments`.
    static func json(
        locale: String, fragments: [ArraySlice<UInt8>], offsets: ((Int, Int) -> Void)? = nil
    ) -> Data {
        var out = Data()
        for piece in pieces(locale: locale, fragments: fragments.map { .bytes($0) }, offsets: offsets) {
            if case .bytes(let bytes) = piece { bytes.withUnsafeBufferPointer { out.append($0) } }
        }
        return out
    }

    /// The bytes of ``json(locale:fragments:offsets:)`` as the pieces that make them, in order:
    /// the opening, each non-empty fragment (after a comma but the first), the closing. Nothing
    /// is joined or copied, so a disk sink writes the index without gathering megabytes first,
    /// and a fragment kept in the previous output's index is copied from there by the kernel
    /// (``SiteOutput/write(pieces:keptFrom:to:)``).
    static func pieces(
        locale: String, fragments: [Piece], offsets: ((Int, Int) -> Void)? = nil
    ) -> [Piece] {
        var pieces: [Piece] = [.bytes(Array(#"{"entries":["#.utf8)[...])]
        pieces.reserveCapacity(fragments.count * 2 + 2)
        var count = pieces[0].count
        for (position, fragment) in fragments.enumerated() where fragment.count > 0 {
            if pieces.count > 1 {
                pieces.append(.bytes(comma))
                count += 1
            }
            offsets?(position, count)
            pieces.append(fragment)
            count += fragment.count
        }
        var tail = Array(#"],"locale":"#.utf8)
        appendQuoted(locale, to: &tail)
        tail.append(UInt8(ascii: "}"))
        pieces.append(.bytes(tail[...]))
        return pieces
    }

    /// `pieces` with each run of kept fragments that lay side by side in the previous index as
    /// one range, so an index of unchanged pages is copied in a few calls rather than one per
    /// page. The same bytes: in an index, consecutive fragments are one comma apart, so a kept
    /// fragment that starts one byte after the end of the one before it followed it there, with
    /// that comma between them.
    static func coalesced(_ pieces: [Piece]) -> [Piece] {
        var merged: [Piece] = []
        merged.reserveCapacity(pieces.count)
        var index = 0
        while index < pieces.count {
            guard case .kept(let offset, var count) = pieces[index] else {
                merged.append(pieces[index])
                index += 1
                continue
            }
            index += 1
            while index + 1 < pieces.count, case .bytes(let separator) = pieces[index], separator == comma,
                case .kept(let next, let more) = pieces[index + 1], next == offset + count + 1
            {
                count += 1 + more
                index += 2
            }
            merged.append(.kept(offset: offset, count: count))
        }
        return merged
    }

    /// A piece of an index: bytes, or the range of the previous output's index that holds them.
    enum Piece: Sendable {
        case bytes(ArraySlice<UInt8>)
        /// `count` bytes from `offset` of the locale's index in the committed output (``SearchSource``).
        case kept(offset: Int, count: Int)

        var count: Int {
            switch self {
            case .bytes(let bytes): bytes.count
            case .kept(_, let count): count
            }
        }
    }

    private static let comma: ArraySlice<UInt8> = [UInt8(ascii: ",")]

    /// Appends `text` as a JSON string literal; `<` is escaped so it never closes a `<script>`.
    /// Runs of bytes that need no escape are copied at once.
    static func appendQuoted(_ text: String, to out: inout [UInt8]) {
        var text = text
        text.withUTF8 { appendQuoted($0, to: &out) }
    }

    /// ``appendQuoted(_:to:)`` for text that is already UTF-8 bytes.
    static func appendQuoted(_ bytes: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) {
        func hex(_ digit: UInt8) -> UInt8 { digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") + digit - 10 }
        out.append(UInt8(ascii: "\""))
        var start = 0
        var index = 0
        while index < bytes.count {
            // Eight bytes at a time while none needs an escape; then eight one by one.
            index = ByteWords.skip(
                bytes, from: index, stops: (UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "<")),
                below: 0x20)
            for position in index..<min(index + 8, bytes.count) {
                let byte = bytes[position]
                switch byte {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "<"), 0..<0x20: break
                default: continue
                }
                out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<position]))
                start = position + 1
                switch byte {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"):
                    out.append(UInt8(ascii: "\\"))
                    out.append(byte)
                case UInt8(ascii: "\n"):
                    out.append(UInt8(ascii: "\\"))
                    out.append(UInt8(ascii: "n"))
                default:
                    out.append(contentsOf: #"\u00"#.utf8)
                    out.append(hex(byte >> 4))
                    out.append(hex(byte & 0xF))
                }
            }
            index = min(index + 8, bytes.count)
        }
        out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start...]))
        out.append(UInt8(ascii: "\""))
    }
}
