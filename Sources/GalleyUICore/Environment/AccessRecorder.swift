/// Collects which keys a view read from its environment, and what it found, so the evaluated
/// tree can show each view's environment dependencies.
///
/// A recorder rides along inside a copy of `EnvironmentValues` made for one property read;
/// the subscript reports every key it resolves to it.
package final class AccessRecorder {
    /// One key read and the value it resolved to (set above, or the default).
    package struct Read: Equatable {
        package var name: String
        package var value: String
        package var isDefault: Bool
        /// The modifier that set the value read; nil for defaults.
        package var origin: WriteOrigin?
    }

    /// Reads in the order they happened, without repeats of the same key.
    package private(set) var reads: [Read] = []

    package init() {}

    package func record(_ name: String, _ value: Any, isDefault: Bool, origin: WriteOrigin? = nil) {
        let read = Read(
            name: name, value: describe(value), isDefault: isDefault, origin: isDefault ? nil : origin)
        if let index = reads.firstIndex(where: { $0.name == name }) {
            reads[index] = read
        } else {
            reads.append(read)
        }
    }

    /// Records a read that can happen several times with different results, such as a
    /// container reading one container value from each of its subviews: every distinct value
    /// and origin is kept, in order.
    package func recordEach(_ name: String, _ value: Any, isDefault: Bool, origin: WriteOrigin?) {
        let read = Read(
            name: name, value: describe(value), isDefault: isDefault, origin: isDefault ? nil : origin)
        if !reads.contains(read) { reads.append(read) }
    }

    package func reset() { reads = [] }

    /// The recorder of the node whose code is running: a view's `body`, or a container's
    /// closures over its subviews. Values that reach a view outside its environment (container
    /// values) are reported here. Main actor only, like the storage types' `WriteOrigin.current`.
    nonisolated(unsafe) package static var current: AccessRecorder?

    /// Runs `body` with `recorder` as ``current``.
    package static func reading<T>(into recorder: AccessRecorder?, _ body: () throws -> T) rethrows -> T {
        let outer = current
        current = recorder
        defer { current = outer }
        return try body()
    }
}
