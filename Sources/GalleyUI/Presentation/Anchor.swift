/// An opaque value derived from an anchor source and a particular view. Galley does no
/// layout, so anchors carry only what they were made from; they exist so that the
/// declarations that take them (a popover's attachment anchor) type-check.
public struct Anchor<Value> {
    /// The value the anchor was resolved to.
    let value: Value

    /// A type-erased geometry value that produces an anchored value of a given type.
    public struct Source {
        let description: String
    }
}

extension Anchor.Source where Value == CGRect {
    /// The bounds of the view the source is resolved against.
    public static var bounds: Anchor<CGRect>.Source { .init(description: "bounds") }
    /// A rectangle in the coordinate space of the view the source is resolved against.
    public static func rect(_ r: CGRect) -> Anchor<CGRect>.Source { .init(description: "\(r)") }
}
