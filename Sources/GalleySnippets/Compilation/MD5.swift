import Foundation

/// MD5 (RFC 1321), only to compute the compiler's private discriminators (``MacroAttribution``);
/// nothing is authenticated with it.
enum MD5 {
    private static let shifts: [UInt32] = [
        7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22,
        5, 9, 14, 20, 5, 9, 14, 20, 5, 9, 14, 20, 5, 9, 14, 20,
        4, 11, 16, 23, 4, 11, 16, 23, 4, 11, 16, 23, 4, 11, 16, 23,
        6, 10, 15, 21, 6, 10, 15, 21, 6, 10, 15, 21, 6, 10, 15, 21,
    ]
    private static let constants: [UInt32] = (0..<64).map {
        UInt32(truncatingIfNeeded: Int64(abs(sin(Double($0 + 1))) * 4_294_967_296))
    }

    /// The digest of `message`, as 32 uppercase hex digits.
    static func hex(_ message: [UInt8]) -> String {
        var bytes = message
        bytes.append(0x80)
        while bytes.count % 64 != 56 { bytes.append(0) }
        let bits = UInt64(message.count) &* 8
        for shift in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8(truncatingIfNeeded: bits >> UInt64(shift))) }
        var state: [UInt32] = [0x6745_2301, 0xefcd_ab89, 0x98ba_dcfe, 0x1032_5476]
        for chunk in stride(from: 0, to: bytes.count, by: 64) {
            let words = (0..<16).map { index in
                (0..<4).reduce(UInt32(0)) { $0 | UInt32(bytes[chunk + index * 4 + $1]) << UInt32($1 * 8) }
            }
            var (a, b, c, d) = (state[0], state[1], state[2], state[3])
            for round in 0..<64 {
                let (mixed, index): (UInt32, Int)
                switch round {
                case 0..<16: (mixed, index) = ((b & c) | (~b & d), round)
                case 16..<32: (mixed, index) = ((d & b) | (~d & c), (5 * round + 1) % 16)
                case 32..<48: (mixed, index) = (b ^ c ^ d, (3 * round + 5) % 16)
                default: (mixed, index) = (c ^ (b | ~d), (7 * round) % 16)
                }
                let sum = a &+ mixed &+ constants[round] &+ words[index]
                (a, d, c) = (d, c, b)
                b = b &+ (sum << shifts[round] | sum >> (32 - shifts[round]))
            }
            state = zip(state, [a, b, c, d]).map { $0 &+ $1 }
        }
        let digits = Array("0123456789ABCDEF")
        return String(
            state.flatMap { word in
                (0..<4).flatMap { byte -> [Character] in
                    let value = Int(word >> UInt32(byte * 8) & 0xff)
                    return [digits[value >> 4], digits[value & 0xf]]
                }
            })
    }
}
