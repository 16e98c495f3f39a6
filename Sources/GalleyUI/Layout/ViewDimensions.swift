import Foundation

/// A view's size and alignment guides in its own coordinate space.
///
/// A guide reads its explicit value when one was set, and otherwise its default for the
/// size: `.trailing` is the width, a custom guide asks its `AlignmentID`. Galley does no
/// layout, so the dimensions its runtime hands out are zero-sized.
public struct ViewDimensions: Equatable, Sendable {
    /// The view's width.
    public let width: CGFloat
    /// The view's height.
    public let height: CGFloat
    /// Guides set explicitly, by name.
    let explicit: [String: CGFloat]

    init(width: CGFloat = 0, height: CGFloat = 0, explicit: [String: CGFloat] = [:]) {
        self.width = width
        self.height = height
        self.explicit = explicit
    }

    /// Gets the value of the given horizontal guide.
    public subscript(guide: HorizontalAlignment) -> CGFloat {
        explicit[guide.key.name] ?? guide.key.defaultValue(self)
    }
    /// Gets the value of the given vertical guide.
    public subscript(guide: VerticalAlignment) -> CGFloat {
        explicit[guide.key.name] ?? guide.key.defaultValue(self)
    }
    /// Gets the explicit value of the given horizontal alignment guide, if it was set.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicit[guide.key.name] }
    /// Gets the explicit value of the given vertical alignment guide, if it was set.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicit[guide.key.name] }
}
