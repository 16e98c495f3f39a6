internal import TallyMath

/// A whole-number percentage of one option's votes.
public struct Share: Sendable, Equatable, CustomStringConvertible {
    public let percent: Int

    public var description: String { "\(percent)%" }
}

/// `part` of `whole` as a percentage, rounded down. Traps when `whole` is not positive.
public func share(_ part: Int, of whole: Int) -> Share {
    precondition(whole > 0, "share(_:of:) needs a positive whole, got \(whole)")
    return Share(percent: wholePercent(part, of: whole))
}
