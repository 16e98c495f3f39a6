/// A trait that customizes a preview. Galley type-checks previews and never shows them, so a
/// trait only records its name.
public struct PreviewTrait<T>: Sendable {
    let name: String
}

/// The traits that apply to view previews.
public enum PreviewViewTraits: Sendable {}

extension PreviewTrait where T == PreviewViewTraits {
    /// Lays out the preview in the default layout of the platform.
    public static var defaultLayout: PreviewTrait { PreviewTrait(name: "defaultLayout") }
    /// Lays out the preview at the size that fits its content.
    public static var sizeThatFitsLayout: PreviewTrait { PreviewTrait(name: "sizeThatFitsLayout") }
    /// Lays out the preview in a container of the given size.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait {
        PreviewTrait(name: "fixedLayout(width: \(width), height: \(height))")
    }
    /// Shows the preview in portrait orientation.
    public static var portrait: PreviewTrait { PreviewTrait(name: "portrait") }
    /// Shows the preview in upside-down portrait orientation.
    public static var portraitUpsideDown: PreviewTrait { PreviewTrait(name: "portraitUpsideDown") }
    /// Shows the preview in landscape orientation, rotated left.
    public static var landscapeLeft: PreviewTrait { PreviewTrait(name: "landscapeLeft") }
    /// Shows the preview in landscape orientation, rotated right.
    public static var landscapeRight: PreviewTrait { PreviewTrait(name: "landscapeRight") }
    /// Applies a preview modifier to the preview.
    public static func modifier(_ modifier: some PreviewModifier) -> PreviewTrait {
        PreviewTrait(name: "modifier(\(type(of: modifier)))")
    }
}
