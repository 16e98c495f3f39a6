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

    package func reset() { reads = [] }
}
