/// SplitMix64, a seeded random number generator: the same seed gives the same sequence on every
/// machine, so a generated test input (garbage for the parsers' fuzz-style tests, the snippet
/// corpus of the batching equivalence test) is the same wherever a failure is reproduced.
public struct SplitMix: RandomNumberGenerator {
    public var state: UInt64

    public init(state: UInt64) { self.state = state }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
