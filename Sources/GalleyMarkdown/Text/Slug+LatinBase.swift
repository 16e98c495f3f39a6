import Foundation

extension Slug {
    /// The ASCII letter a Latin letter with accents stands for (`č` gives `c`, `Ž` gives `Z`),
    /// found without ICU: the scalar's canonical decomposition is an ASCII letter followed only by
    /// combining marks in U+0300–U+0337, every one of which ICU's diacritic stripping removes.
    /// `đ` and `Đ`, which have no decomposition, give `d` and `D` as ``replacingDStroke(_:)``
    /// makes them. Nil for any other scalar, which goes to ICU as before.
    ///
    /// Setting up ICU's transliterator costs a process several milliseconds, more than making a
    /// page's heading ids; Latin text with accents does not need it.
    static func latinBase(of scalar: Unicode.Scalar) -> UInt8? {
        switch scalar.value {
        case 0..<0xC0: return nil
        case 0x110: return UInt8(ascii: "D")
        case 0x111: return UInt8(ascii: "d")
        default: break
        }
        var parts = String(scalar).decomposedStringWithCanonicalMapping.unicodeScalars.makeIterator()
        guard let base = parts.next(), base.isASCII, base.properties.isAlphabetic else { return nil }
        var marks = 0
        while let mark = parts.next() {
            guard (0x300...0x337).contains(mark.value) else { return nil }
            marks += 1
        }
        return marks > 0 ? UInt8(base.value) : nil
    }

    /// `text` with each scalar that has a ``latinBase(of:)`` replaced by it, or nil when some
    /// other non-ASCII scalar is in it.
    static func latinBases(_ text: String) -> String? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            if scalar.isASCII {
                bytes.append(UInt8(scalar.value))
            } else if let base = latinBase(of: scalar) {
                bytes.append(base)
            } else {
                return nil
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
