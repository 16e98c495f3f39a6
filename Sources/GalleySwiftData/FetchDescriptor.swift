public import Foundation

/// What a fetch selects: a predicate, a sort order, an offset and a limit.
public struct FetchDescriptor<T> where T: PersistentModel {
    /// The condition models must meet.
    public var predicate: Predicate<T>?
    /// The order of the results.
    public var sortBy: [SortDescriptor<T>]
    /// The most results to return.
    public var fetchLimit: Int?
    /// How many results to skip.
    public var fetchOffset: Int?
    /// Whether unsaved inserts and deletes of the context count.
    public var includePendingChanges: Bool = true
    /// The properties to fetch (recorded: every property is in memory).
    public var propertiesToFetch: [PartialKeyPath<T>] = []
    /// The relationships to prefetch (recorded: every model is in memory).
    public var relationshipKeyPathsForPrefetching: [PartialKeyPath<T>] = []

    /// A descriptor with the given predicate and sort order.
    public init(predicate: Predicate<T>? = nil, sortBy: [SortDescriptor<T>] = []) {
        self.predicate = predicate
        self.sortBy = sortBy
    }
}
