import Foundation
import Testing

@testable import GalleyMarkdown

/// The ICU-free fold of accented Latin letters must give what ICU's transliteration gave.
@Suite struct SlugLatinBaseTests {
    @Test func everyLatinBaseIsWhatICUGives() {
        var checked = 0
        for value in UInt32(0x80)...UInt32(0x2FFFF) {
            guard let scalar = Unicode.Scalar(value), let base = Slug.latinBase(of: scalar) else { continue }
            let text = Slug.replacingDStroke(String(scalar))
            let stripped = text.applyingTransform(.stripDiacritics, reverse: false) ?? text
            #expect(stripped == String(decoding: [base], as: UTF8.self), "U+\(String(value, radix: 16))")
            #expect(stripped.lowercased() == Slug.fold(String(scalar)), "U+\(String(value, radix: 16))")
            checked += 1
        }
        // Latin-1, Latin Extended-A and B, Latin Extended Additional: several hundred letters.
        #expect(checked > 300)
    }

    @Test func everyScalarKeepingItsFormIsOneICULeavesAlone() {
        var checked = 0
        var all = ""
        var folded = ""
        for value in UInt32(0x80)...UInt32(0x2FFFF) {
            guard let scalar = Unicode.Scalar(value), Slug.keepsItsForm(scalar) else { continue }
            let text = Slug.replacingDStroke(String(scalar))
            let stripped = text.applyingTransform(.stripDiacritics, reverse: false) ?? text
            #expect(stripped == String(scalar), "U+\(String(value, radix: 16))")
            all.unicodeScalars.append(scalar)
            folded += stripped.lowercased()
            checked += 1
        }
        // One string, not a call per scalar: folding copies its table of known scalars once per call.
        #expect(Slug.fold(all) == folded)
        #expect(checked > 40_000)
        // Above the plane, Swift's and ICU's Unicode data disagree (U+105C9 decomposes in one).
        #expect(!Slug.keepsItsForm("\u{105C9}") && !Slug.keepsItsForm("\u{10400}"))
        #expect(Slug.keepsItsForm("—") && Slug.keepsItsForm("П") && !Slug.keepsItsForm("\u{0301}"))
        #expect(!Slug.keepsItsForm("é") && !Slug.keepsItsForm("\u{212B}"), "decomposable (Å, the ångström sign)")
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
