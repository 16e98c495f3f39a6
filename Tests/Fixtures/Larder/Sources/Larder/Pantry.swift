/// What is on the shelves: a count per item, in the order items were first stocked.
public struct Pantry: Sendable, Equatable {
    public private(set) var items: [String] = []
    private var counts: [String: Int] = [:]

    public init() {}

    /// Puts `count` more of `item` on the shelves.
    public mutating func stock(_ item: String, count: Int = 1) {
        if counts[item] == nil { items.append(item) }
        counts[item, default: 0] += count
    }

    /// How many of `item` there are.
    public func count(of item: String) -> Int { counts[item] ?? 0 }

    /// Takes `count` of `item` off the shelves. Traps when there are fewer.
    public mutating func take(_ item: String, count: Int = 1) {
        let left = self.count(of: item)
        precondition(left >= count, "only \(left) \(item) left, cannot take \(count)")
        counts[item] = left - count
    }
}
