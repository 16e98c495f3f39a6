import Foundation

/// Tests on eight bytes at once, for loops that copy long runs of text unchanged and stop only
/// at a few byte values (escaping, quoting): a word that holds none of them is passed over
/// whole (the skips pass sixteen bytes at a time first, with vector compares). Each test says
/// whether *some* byte of the word matches, never which one, so a loop that finds a match goes
/// on byte by byte.
package enum ByteWords {
    static let ones: UInt64 = 0x0101_0101_0101_0101
    static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// From `start`, the offset of the first eight bytes that hold one of `stops` or a byte
    /// below `limit` (at most 128), or of the last fewer than eight: no byte before it does.
    package static func skip(
        _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, stops: (UInt8, UInt8, UInt8), below limit: UInt8
    ) -> Int {
        var index = start
        // Sixteen bytes at a time first, as one vector compare each: a block without a match is
        // two words without one, so the word loop below then finds the same offset.
        let (first, second, third) = (Block(repeating: stops.0), Block(repeating: stops.1), Block(repeating: stops.2))
        let low = Block(repeating: limit)
        while index + 16 <= bytes.count {
            let block = block(bytes, at: index)
            if any((block .== first) .| (block .== second) .| (block .== third) .| (block .< low)) { break }
            index += 16
        }
        while index + 8 <= bytes.count {
            let word = word(bytes, at: index)
            if containsBelow(word, limit) || contains(word, stops.0) || contains(word, stops.1)
                || contains(word, stops.2)
            {
                break
            }
            index += 8
        }
        return index
    }

    /// From `start`, the offset of the first eight bytes that hold one of `stops`, or of the
    /// last fewer than eight: no byte before it does.
    package static func skip(
        _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, stops: (UInt8, UInt8, UInt8, UInt8)
    ) -> Int {
        var index = start
        let (first, second) = (Block(repeating: stops.0), Block(repeating: stops.1))
        let (third, fourth) = (Block(repeating: stops.2), Block(repeating: stops.3))
        while index + 16 <= bytes.count {
            let block = block(bytes, at: index)
            if any((block .== first) .| (block .== second) .| (block .== third) .| (block .== fourth)) { break }
            index += 16
        }
        while index + 8 <= bytes.count {
            let word = word(bytes, at: index)
            if contains(word, stops.0) || contains(word, stops.1) || contains(word, stops.2)
                || contains(word, stops.3)
            {
                break
            }
            index += 8
        }
        return index
    }

    /// Whether `text`'s UTF-8 holds `byte`: `memchr` over the bytes of a native string rather
    /// than a walk of its UTF-8 view, which costs tens of instructions a byte.
    package static func contains(_ text: String, _ byte: UInt8) -> Bool {
        let found = text.utf8.withContiguousStorageIfAvailable { bytes in
            guard let base = bytes.baseAddress else { return false }
            return memchr(base, Int32(byte), bytes.count) != nil
        }
        return found ?? text.utf8.contains(byte)
    }

    /// Sixteen bytes, compared all at once (one SSE2 instruction a compare on x86-64).
    typealias Block = SIMD16<UInt8>

    /// The sixteen bytes at `offset` (which must leave sixteen bytes in `bytes`).
    @inline(__always)
    static func block(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Block {
        UnsafeRawPointer(bytes.baseAddress! + offset).loadUnaligned(as: Block.self)
    }

    /// The eight bytes at `offset` (which must leave eight bytes in `bytes`), in any order.
    @inline(__always)
    static func word(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> UInt64 {
        UnsafeRawPointer(bytes.baseAddress! + offset).loadUnaligned(as: UInt64.self)
    }

    /// Whether some byte of `word` is `byte`.
    @inline(__always)
    static func contains(_ word: UInt64, _ byte: UInt8) -> Bool {
        let zeroWhereEqual = word ^ (ones &* UInt64(byte))
        return (zeroWhereEqual &- ones) & ~zeroWhereEqual & highBits != 0
    }

    /// Whether some byte of `word` is below `limit` (at most 128).
    @inline(__always)
    package static func containsBelow(_ word: UInt64, _ limit: UInt8) -> Bool {
        (word &- ones &* UInt64(limit)) & ~word & highBits != 0
    }
}
