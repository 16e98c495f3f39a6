extension Subscribers {
    /// A requested number of items, sent to a publisher from a subscriber through the
    /// subscription: a number, or unlimited.
    public struct Demand: Equatable, Comparable, Hashable, Codable, CustomStringConvertible, Sendable {
        /// `nil` stands for unlimited.
        private let count: Int?

        private init(count: Int?) { self.count = count }

        /// A request for as many values as the publisher can produce.
        public static let unlimited = Demand(count: nil)
        /// A request for no elements from the publisher.
        public static let none = Demand(count: 0)

        /// Creates a demand for the given maximum number of elements (not negative).
        public static func max(_ value: Int) -> Demand {
            precondition(value >= 0, "demand must not be negative")
            return Demand(count: value)
        }

        /// The number of requested values, or `nil` if unlimited.
        public var max: Int? { count }

        public var description: String { count.map { "max(\($0))" } ?? "unlimited" }

        // MARK: - Arithmetic (unlimited absorbs everything; a count never goes below zero)

        /// Returns the result of adding two demands.
        public static func + (lhs: Demand, rhs: Demand) -> Demand {
            guard let left = lhs.count, let right = rhs.count else { return .unlimited }
            let (sum, overflow) = left.addingReportingOverflow(right)
            return overflow ? .unlimited : Demand(count: sum)
        }
        /// Adds two demands, and assigns the result to the first demand.
        public static func += (lhs: inout Demand, rhs: Demand) { lhs = lhs + rhs }
        /// Returns the result of adding a number to a demand.
        public static func + (lhs: Demand, rhs: Int) -> Demand { lhs + .max(Swift.max(rhs, 0)) }
        /// Adds a number to a demand, and assigns the result to the demand.
        public static func += (lhs: inout Demand, rhs: Int) { lhs = lhs + rhs }
        /// Returns the result of multiplying a demand by a number.
        public static func * (lhs: Demand, rhs: Int) -> Demand {
            guard let left = lhs.count else { return .unlimited }
            let (product, overflow) = left.multipliedReportingOverflow(by: rhs)
            return overflow ? .unlimited : Demand(count: Swift.max(product, 0))
        }
        /// Multiplies a demand by a number, and assigns the result to the demand.
        public static func *= (lhs: inout Demand, rhs: Int) { lhs = lhs * rhs }
        /// Returns the result of subtracting one demand from another (unlimited minus
        /// anything stays unlimited).
        public static func - (lhs: Demand, rhs: Demand) -> Demand {
            guard let left = lhs.count else { return .unlimited }
            guard let right = rhs.count else { return .none }
            return Demand(count: Swift.max(left - right, 0))
        }
        /// Subtracts one demand from another, and assigns the result to the first demand.
        public static func -= (lhs: inout Demand, rhs: Demand) { lhs = lhs - rhs }
        /// Returns the result of subtracting a number from a demand.
        public static func - (lhs: Demand, rhs: Int) -> Demand { lhs - .max(Swift.max(rhs, 0)) }
        /// Subtracts a number from a demand, and assigns the result to the demand.
        public static func -= (lhs: inout Demand, rhs: Int) { lhs = lhs - rhs }

        // MARK: - Comparison (unlimited is greater than every number)

        public static func < (lhs: Demand, rhs: Demand) -> Bool {
            switch (lhs.count, rhs.count) {
            case (nil, _): false
            case (_, nil): true
            case (let left?, let right?): left < right
            }
        }
        /// Returns whether a demand asks for more than a number of values.
        public static func > (lhs: Demand, rhs: Int) -> Bool { lhs.count.map { $0 > rhs } ?? true }
        /// Returns whether a demand asks for at least a number of values.
        public static func >= (lhs: Demand, rhs: Int) -> Bool { lhs.count.map { $0 >= rhs } ?? true }
        /// Returns whether a demand asks for fewer than a number of values.
        public static func < (lhs: Demand, rhs: Int) -> Bool { lhs.count.map { $0 < rhs } ?? false }
        /// Returns whether a demand asks for at most a number of values.
        public static func <= (lhs: Demand, rhs: Int) -> Bool { lhs.count.map { $0 <= rhs } ?? false }
        /// Returns whether a number is greater than a demand.
        public static func > (lhs: Int, rhs: Demand) -> Bool { rhs < lhs }
        /// Returns whether a number is less than a demand.
        public static func < (lhs: Int, rhs: Demand) -> Bool { rhs > lhs }
        /// Returns whether a demand asks for exactly a number of values.
        public static func == (lhs: Demand, rhs: Int) -> Bool { lhs.count == rhs }
        /// Returns whether a demand does not ask for exactly a number of values.
        public static func != (lhs: Demand, rhs: Int) -> Bool { lhs.count != rhs }
        /// Returns whether a number equals a demand.
        public static func == (lhs: Int, rhs: Demand) -> Bool { rhs.count == lhs }
        /// Returns whether a number does not equal a demand.
        public static func != (lhs: Int, rhs: Demand) -> Bool { rhs.count != lhs }
    }
}
