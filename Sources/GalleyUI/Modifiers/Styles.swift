// The style protocols, their configurations and built-in styles live in `Styles/`, one
// protocol per file.

/// A style recorded by name only, for style protocols that GalleyUI declares without
/// built-in style types of their own.
public struct NamedStyle: CustomStringConvertible, Sendable {
    /// The style's name.
    public let description: String
}
