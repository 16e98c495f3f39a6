/// A kind for the content shape of a view.
public struct ContentShapeKinds: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: Int
    /// Creates a content shape kind.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The kind for hit-testing and accessibility.
    public static let interaction = ContentShapeKinds(rawValue: 1)
    /// The kind for drag and drop previews.
    public static let dragPreview = ContentShapeKinds(rawValue: 2)
    /// The kind for context menu previews.
    public static let contextMenuPreview = ContentShapeKinds(rawValue: 4)
    /// The kind for hover effects.
    public static let hoverEffect = ContentShapeKinds(rawValue: 8)
    /// The kind for accessibility visuals and sorting.
    public static let accessibility = ContentShapeKinds(rawValue: 16)
}
