import GalleyCore

/// One of `count` deterministic slices of the units, for splitting verification across CI jobs.
///
/// A unit belongs to shard `index` when the SHA-256 of its id, read as a number, leaves
/// remainder `index` modulo `count`; every unit is in exactly one shard on every machine.
package struct Shard: Sendable, Hashable, CustomStringConvertible {
    /// The 0-based shard number.
    package var index: Int
    /// How many shards there are.
    package var count: Int

    /// The shard `index` of `count` (0-based); `nil` when `index` is not in `0..<count`.
    package init?(index: Int, count: Int) {
        guard count > 0, (0..<count).contains(index) else { return nil }
        self.index = index
        self.count = count
    }

    /// Parses the 1-based `i/n` form used on command lines, e.g. `2/4`.
    package init?(parsing text: String) {
        let parts = text.split(separator: "/")
        guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]) else { return nil }
        self.init(index: i - 1, count: n)
    }

    /// Everything, in one shard.
    package static let all = Shard(index: 0, count: 1)!

    /// Whether the unit named `unitID` belongs to this shard.
    package func contains(unitID: String) -> Bool {
        let digest = SHA256.hex(unitID).prefix(15)
        return Int(digest, radix: 16)! % count == index
    }

    /// `i/n`, 1-based.
    package var description: String { "\(index + 1)/\(count)" }
}
