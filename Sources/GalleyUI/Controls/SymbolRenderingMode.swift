/// A symbol rendering mode: how the layers of a symbol image are coloured.
nonisolated public struct SymbolRenderingMode: Equatable, Sendable, CustomStringConvertible {
    /// The mode's name, e.g. `hierarchical`.
    public let description: String

    /// A mode that renders symbols as a single layer filled with the foreground style.
    public static let monochrome = SymbolRenderingMode(description: "monochrome")
    /// A mode that renders symbols as multiple layers with their inherit styles.
    public static let multicolor = SymbolRenderingMode(description: "multicolor")
    /// A mode that renders symbols as multiple layers, with different opacities applied to
    /// the foreground style.
    public static let hierarchical = SymbolRenderingMode(description: "hierarchical")
    /// A mode that renders symbols as multiple layers, each with its own style.
    public static let palette = SymbolRenderingMode(description: "palette")
}
