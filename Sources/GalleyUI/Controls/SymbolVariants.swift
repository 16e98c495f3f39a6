/// A variant of a symbol (filled, enclosed in a circle, slashed), as `symbolVariant(_:)`
/// sets for symbol images below it.
nonisolated public struct SymbolVariants: Hashable, Sendable, CustomStringConvertible {
    private var shape: String?
    private var isFilled = false
    private var isSlashed = false

    /// No variant for a symbol.
    public static let none = SymbolVariants()
    /// A variant that encapsulates the symbol in a circle.
    public static let circle = SymbolVariants(shape: "circle")
    /// A variant that encapsulates the symbol in a square.
    public static let square = SymbolVariants(shape: "square")
    /// A variant that encapsulates the symbol in a rectangle.
    public static let rectangle = SymbolVariants(shape: "rectangle")
    /// A variant that fills the symbol.
    public static let fill = SymbolVariants(isFilled: true)
    /// A variant that draws a slash through the symbol.
    public static let slash = SymbolVariants(isSlashed: true)

    /// This variant, encapsulated in a circle.
    public var circle: SymbolVariants { with(shape: "circle") }
    /// This variant, encapsulated in a square.
    public var square: SymbolVariants { with(shape: "square") }
    /// This variant, encapsulated in a rectangle.
    public var rectangle: SymbolVariants { with(shape: "rectangle") }
    /// This variant, filled.
    public var fill: SymbolVariants {
        var variants = self
        variants.isFilled = true
        return variants
    }
    /// This variant, with a slash.
    public var slash: SymbolVariants {
        var variants = self
        variants.isSlashed = true
        return variants
    }

    /// Whether this variant includes every part of `other`.
    public func contains(_ other: SymbolVariants) -> Bool {
        (other.shape == nil || other.shape == shape) && (!other.isFilled || isFilled)
            && (!other.isSlashed || isSlashed)
    }

    /// The suffix the variant adds to a symbol's name, e.g. `.circle.fill`, or `none`.
    public var description: String {
        let parts = [isSlashed ? "slash" : nil, shape, isFilled ? "fill" : nil].compactMap { $0 }
        return parts.isEmpty ? "none" : "." + parts.joined(separator: ".")
    }

    /// This variant with the parts of `other` added.
    func merged(with other: SymbolVariants) -> SymbolVariants {
        var variants = self
        variants.shape = other.shape ?? shape
        variants.isFilled = isFilled || other.isFilled
        variants.isSlashed = isSlashed || other.isSlashed
        return variants
    }

    private func with(shape: String) -> SymbolVariants {
        var variants = self
        variants.shape = shape
        return variants
    }
}
