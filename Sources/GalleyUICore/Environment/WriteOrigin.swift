/// Where a stored value came from: the modifier that wrote it and, when the modifier captured
/// it, the line of the call in the caller's file.
///
/// The environment inspector of a preview shows this next to every value a view read, so a
/// reader sees which `.environment(…)` line set it.
package struct WriteOrigin: Equatable, Sendable {
    /// The modifier's name, e.g. `.environment` or `.font`.
    package var modifier: String
    /// The caller's `#fileID`, e.g. `Snippet/main.swift`; nil when not captured.
    package var fileID: String?
    /// The caller's `#line`; nil when not captured.
    package var line: Int?

    package init(modifier: String, fileID: String? = nil, line: Int? = nil) {
        self.modifier = modifier
        self.fileID = fileID
        self.line = line
    }

    /// The origin of values stored while a modifier runs its update, read by `KeyedStorage`.
    ///
    /// Views are evaluated on the main actor only; the storage types are nonisolated value
    /// types, so they reach this through an unsafe global rather than the actor.
    nonisolated(unsafe) package static var current: WriteOrigin?

    /// Runs `body` with `origin` as the origin of every value it stores.
    package static func writing<T>(_ origin: WriteOrigin?, _ body: () throws -> T) rethrows -> T {
        let outer = current
        current = origin
        defer { current = outer }
        return try body()
    }
}
