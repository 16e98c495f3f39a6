import Foundation
import GalleyCore
import Synchronization

/// URL- and id-safe forms of titles, and the folded form that search compares.
///
/// ```swift
/// Slug.make("Čvor đurđice")   // "cvor-durdice"
/// Slug.fold("Čvor Đurđice")   // "cvor durdice"
/// ```
package enum Slug {
    /// A slug: lowercase ASCII letters and digits, with every other run of characters turned
    /// into one `-`, none at either end.
    ///
    /// Text is transliterated first (Croatian `č ć đ š ž` become `c c d s z`, Cyrillic and Greek
    /// become Latin), so titles in any language give readable slugs. Characters with no Latin
    /// form (emoji, say) act as separators. The result is empty for text with no letters or digits.
    package static func make(_ text: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var pendingDash = false
        for byte in transliterated(text).utf8 {
            let lower = (0x41...0x5A).contains(byte) ? byte + 0x20 : byte
            if (0x61...0x7A).contains(lower) || (0x30...0x39).contains(lower) {
                if pendingDash { bytes.append(UInt8(ascii: "-")) }
                pendingDash = false
                bytes.append(lower)
            } else {
                pendingDash = !bytes.isEmpty
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Text folded for search: lowercase, diacritics removed (`đ` becomes `d`), spaces kept.
    ///
    /// Folding works scalar by scalar on the UTF-8 bytes, and each non-ASCII scalar's folded
    /// form is computed by ICU once and remembered: a site's search index folds every word it
    /// publishes, and running the transliterator over whole sections made folding most of a
    /// build's time. The remembered forms are read once per call, not once per scalar.
    package static func fold(_ text: String) -> String {
        var bytes: [UInt8] = []
        fold(text, into: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the folded form of `text` (``fold(_:)``'s bytes) to `bytes`, so a caller that
    /// writes UTF-8 anyway (the search index) skips making and validating a string. Folding is
    /// scalar by scalar, so folding two strings one after the other gives the bytes of folding
    /// them joined.
    package static func fold(_ text: String, into bytes: inout [UInt8]) {
        var text = text
        // Scalars this call folded to one ASCII byte (most accented Latin letters), by their low
        // six bits: a text uses a few such letters many times, and a slot is read with no hash.
        // An entry is `scalar << 8 | byte`; scalars are at least 0x80, so an entry is never 0.
        var recent = (0..<64).map { _ in UInt64(0) }
        text.withUTF8 { utf8 in
            bytes.reserveCapacity(bytes.count + utf8.count)
            var known: [UInt32: String]?
            var index = 0
            while index < utf8.count {
                // Lowercase ASCII other than capitals is copied as it is, a run at a time.
                var end = ByteWords.skipLowercaseASCII(utf8, from: index)
                while end < utf8.count, utf8[end] < 0x80, !(0x41...0x5A).contains(utf8[end]) { end += 1 }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[index..<end]))
                index = end
                guard index < utf8.count else { break }
                let byte = utf8[index]
                if byte < 0x80 {
                    bytes.append(byte + 0x20)
                    index += 1
                    continue
                }
                let (value, length) = scalarValue(in: utf8, at: index)
                index += length
                let slot = Int(value & 63)
                if recent[slot] >> 8 == UInt64(value) {
                    bytes.append(UInt8(truncatingIfNeeded: recent[slot]))
                    continue
                }
                if known == nil { known = foldCache.withLock { $0 } }
                let folded: String
                if let found = known?[value] {
                    folded = found
                } else {
                    folded = foldedScalar(value)
                    known?[value] = folded
                }
                bytes.append(contentsOf: folded.utf8)
                if folded.utf8.count == 1, let byte = folded.utf8.first, byte < 0x80 {
                    recent[slot] = UInt64(value) << 8 | UInt64(byte)
                }
            }
        }
    }

    /// The scalar whose (valid) UTF-8 encoding starts at `index`, and its length in bytes.
    private static func scalarValue(in utf8: UnsafeBufferPointer<UInt8>, at index: Int) -> (UInt32, Int) {
        let lead = UInt32(utf8[index])
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
        var value = lead & (0xFF >> (length + 1))
        for offset in 1..<length { value = value << 6 | UInt32(utf8[index + offset] & 0x3F) }
        return (value, length)
    }

    private static let foldCache = Mutex<[UInt32: String]>([:])

    private static func foldedScalar(_ value: UInt32) -> String {
        if let known = foldCache.withLock({ $0[value] }) { return known }
        if let scalar = Unicode.Scalar(value), let base = latinBase(of: scalar) {
            let folded = String(decoding: [base | 0x20], as: UTF8.self)
            foldCache.withLock { $0[value] = folded }
            return folded
        }
        if let scalar = Unicode.Scalar(value), keepsItsForm(scalar) {
            let folded = String(scalar).lowercased()
            foldCache.withLock { $0[value] = folded }
            return folded
        }
        let text = replacingDStroke(Unicode.Scalar(value).map(String.init) ?? "")
        let folded = (text.applyingTransform(.stripDiacritics, reverse: false) ?? text).lowercased()
        foldCache.withLock { $0[value] = folded }
        return folded
    }

    /// The text in Latin letters without diacritics; ASCII text is returned as it is.
    static func transliterated(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return text }
        if let latin = latinBases(text) { return latin }
        var result = replacingDStroke(text)
        if let stripped = result.applyingTransform(.stripDiacritics, reverse: false) {
            result = stripped
        }
        guard result.utf8.contains(where: { $0 >= 0x80 }) else { return result }
        // Other scripts become Latin; ICU's Latin-ASCII then spells out letters that are not
        // letters-plus-accent (ß → ss, ł → l, æ → ae), which stripping diacritics leaves alone.
        if let ascii = result.applyingTransform(latinToASCII, reverse: false) { return ascii }
        return result.applyingTransform(.toLatin, reverse: false)?
            .applyingTransform(.stripDiacritics, reverse: false) ?? result
    }

    private static let latinToASCII = StringTransform("Any-Latin; Latin-ASCII")

    /// `đ` has no decomposition (its stroke is not a combining mark), so diacritic stripping
    /// keeps it; it is replaced by hand.
    static func replacingDStroke(_ text: String) -> String {
        guard text.contains(where: { $0 == "đ" || $0 == "Đ" }) else { return text }
        return text.replacingOccurrences(of: "đ", with: "d").replacingOccurrences(of: "Đ", with: "D")
    }
}
