import Foundation
import Testing

@testable import GalleyMarkdown

/// The ICU-free Latin bases of accented letters must be what ICU's transliteration gives.
@Suite struct SlugLatinBaseTests {
    @Test func everyLatinBaseIsWhatICUGives() {
        var checked = 0
        for value in UInt32(0x80)...UInt32(0x2FFFF) {
            guard let scalar = Unicode.Scalar(value), let base = Slug.latinBase(of: scalar) else { continue }
            let text = Slug.replacingDStroke(String(scalar))
            let stripped = text.applyingTransform(.stripDiacritics, reverse: false) ?? text
            #expect(stripped == String(decoding: [base], as: UTF8.self), "U+\(String(value, radix: 16))")
            checked += 1
        }
        // Latin-1, Latin Extended-A and B, Latin Extended Additional: several hundred letters.
        #expect(checked > 300)
    }

    @Test(arguments: ["č", "Ž", "đ", "Đ", "é", "ñ", "Å"])
    func coversCroatianAndCommonLetters(letter: String) {
        #expect(Slug.latinBases(letter) != nil)
    }

    @Test(arguments: ["ß", "ł", "æ", "ø", "П", "—", "🚀", "\u{0338}"])
    func leavesOtherScalarsToICU(letter: String) {
        #expect(Slug.latinBases(letter) == nil)
    }

    @Test func mixedTextTakesTheFastPathOnlyWhenEveryScalarHasABase() {
        #expect(Slug.latinBases("Čvor Đurđice, 6.3") == "Cvor Durdice, 6.3")
        #expect(Slug.latinBases("Straße") == nil)
        #expect(Slug.make("Straße und Łódź") == "strasse-und-lodz")
    }
}
