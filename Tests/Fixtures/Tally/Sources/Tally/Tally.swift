/// Counts votes per option, keeping the order in which options were first seen.
public struct Tally: Sendable, Equatable {
    public private(set) var options: [String] = []
    private var counts: [String: Int] = [:]

    public init() {}

    /// Records one vote for `option`.
    public mutating func record(_ option: String) {
        if counts[option] == nil { options.append(option) }
        counts[option, default: 0] += 1
    }

    /// The votes `option` received.
    public func count(of option: String) -> Int { counts[option] ?? 0 }

    /// Every vote recorded.
    public var total: Int { counts.values.reduce(0, +) }

    /// The option with the most votes; the earliest seen wins a tie.
    public var leader: String? {
        options.max { count(of: $0) < count(of: $1) || (count(of: $0) == count(of: $1)) }
    }
}
