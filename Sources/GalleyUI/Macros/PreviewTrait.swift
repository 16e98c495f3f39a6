/// A trait that customizes a preview; recorded for type-checking only.
public struct PreviewTrait<T>: Sendable {
    let name: String
}

/// The traits that apply to view previews.
public enum PreviewViewTraits: Sendable {}

extension PreviewTrait where T == PreviewViewTraits {
    /// Lays out the preview at the size that fits its content.
    public static var sizeThatFitsLayout: PreviewTrait { PreviewTrait(name: "sizeThatFitsLayout") }
    /// Lays out the preview in a container of the given size.
    public static func fixedLayout(width: Double, height: Double) -> PreviewTrait {
        PreviewTrait(name: "fixedLayout")
    }
    /// Shows the preview in portrait orientation.
    public static var portrait: PreviewTrait { PreviewTrait(name: "portrait") }
    /// Shows the preview in landscape orientation.
    public static var landscapeLeft: PreviewTrait { PreviewTrait(name: "landscapeLeft") }
}
