/// Why the toolchain could not be asked about a unit.
package enum HoverError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The toolchain's SourceKit library could not be loaded (its path, and why).
    case unavailable(String, String)
    /// SourceKit answered a request with an error.
    case request(String)

    package var description: String {
        switch self {
        case .unavailable(let path, let why): "the toolchain's SourceKit library could not be loaded (\(path)): \(why)"
        case .request(let why): "SourceKit could not answer: \(why)"
        }
    }
}
