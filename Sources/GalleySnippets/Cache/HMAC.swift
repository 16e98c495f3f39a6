import GalleyCore

/// HMAC-SHA-256 (RFC 2104), which authenticates cache entries with a secret key.
enum HMAC {
    /// The MAC of `message` under `key`, as 64 lowercase hex digits.
    static func sha256(key: [UInt8], message: some Sequence<UInt8>) -> String {
        var block = key.count > 64 ? bytes(ofHex: SHA256.hex(bytes: key)) : key
        block += [UInt8](repeating: 0, count: 64 - block.count)
        var inner = SHA256()
        inner.update(block.map { $0 ^ 0x36 })
        inner.update(message)
        var outer = SHA256()
        outer.update(block.map { $0 ^ 0x5c })
        outer.update(bytes(ofHex: inner.finalize()))
        return outer.finalize()
    }

    static func bytes(ofHex hex: String) -> [UInt8] {
        var result: [UInt8] = []
        var iterator = hex.utf8.makeIterator()
        while let high = iterator.next(), let low = iterator.next() {
            result.append(UInt8(nibble(high) << 4 | nibble(low)))
        }
        return result
    }

    private static func nibble(_ ascii: UInt8) -> Int {
        switch ascii {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(ascii - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): Int(ascii - UInt8(ascii: "a")) + 10
        default: 0
        }
    }
}
