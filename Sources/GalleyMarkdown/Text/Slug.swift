import Foundation
import GalleyCore

/// URL- and id-safe forms of titles.
///
/// ```swift
/// Slug.make("Čvor đurđice")   // "cvor-durdice"
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
