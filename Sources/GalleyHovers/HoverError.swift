/// Why the toolchain could not say what it knows about a unit.
package enum HoverError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A library or tool of the toolchain could not be loaded or run (its path, and why).
    case unavailable(String, String)
    /// The index store or a symbol graph could not be read.
    case request(String)

    package var description: String {
        switch self {
        case .unavailable(let path, let why): "the toolchain's '\(path)' could not be used: \(why)"
        case .request(let why): "the compiler's index could not be read: \(why)"
        }
    }
}
