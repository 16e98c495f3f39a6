import Foundation

// The built-in stacks as `Layout` values. Their algorithms here are the plain ones: each
// subview at its ideal size, side by side with the given spacing (or the subviews'
// preferred spacing), aligned on the alignment's guide. SwiftUI also shares out flexible
// space by layout priority, which these do not.

/// A horizontal container that you can use in conditional layouts.
public struct HStackLayout: Layout {
    /// The vertical alignment of subviews.
    public var alignment: VerticalAlignment
    /// The distance between adjacent subviews, or nil for their preferred spacing.
    public var spacing: CGFloat?

    /// Creates a horizontal stack with the specified spacing and vertical alignment.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    /// The subviews' widths and gaps added up, and the tallest subview's height.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let gaps = gapsBetween(subviews, spacing, .horizontal).reduce(0, +)
        return CGSize(width: sizes.map(\.width).reduce(0, +) + gaps, height: sizes.map(\.height).max() ?? 0)
    }

    /// Places the subviews from the leading edge, aligned on the alignment's guide.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let dimensions = subviews.map { $0.dimensions(in: .unspecified) }
        let line = bounds.minY + (dimensions.map { $0[alignment] }.max() ?? 0)
        let gaps = gapsBetween(subviews, spacing, .horizontal) + [0]
        var x = bounds.minX
        for ((subview, d), gap) in zip(zip(subviews, dimensions), gaps) {
            subview.place(
                at: CGPoint(x: x, y: line - d[alignment]), proposal: ProposedViewSize(width: d.width, height: d.height))
            x += d.width + gap
        }
    }
}

/// A vertical container that you can use in conditional layouts.
public struct VStackLayout: Layout {
    /// The horizontal alignment of subviews.
    public var alignment: HorizontalAlignment
    /// The distance between adjacent subviews, or nil for their preferred spacing.
    public var spacing: CGFloat?

    /// Creates a vertical stack with the specified spacing and horizontal alignment.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    /// The widest subview's width, and the subviews' heights and gaps added up.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let gaps = gapsBetween(subviews, spacing, .vertical).reduce(0, +)
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +) + gaps)
    }

    /// Places the subviews from the top, aligned on the alignment's guide.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let dimensions = subviews.map { $0.dimensions(in: .unspecified) }
        let line = bounds.minX + (dimensions.map { $0[alignment] }.max() ?? 0)
        let gaps = gapsBetween(subviews, spacing, .vertical) + [0]
        var y = bounds.minY
        for ((subview, d), gap) in zip(zip(subviews, dimensions), gaps) {
            subview.place(
                at: CGPoint(x: line - d[alignment], y: y), proposal: ProposedViewSize(width: d.width, height: d.height))
            y += d.height + gap
        }
    }
}

/// An overlaying container that you can use in conditional layouts.
public struct ZStackLayout: Layout {
    /// The alignment of subviews.
    public var alignment: Alignment

    /// Creates a stack with the specified alignment.
    public init(alignment: Alignment = .center) { self.alignment = alignment }

    /// The widest subview's width and the tallest subview's height.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
    }

    /// Places the subviews over one another, aligned on both of the alignment's guides.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let dimensions = subviews.map { $0.dimensions(in: .unspecified) }
        let x = bounds.minX + (dimensions.map { $0[alignment.horizontal] }.max() ?? 0)
        let y = bounds.minY + (dimensions.map { $0[alignment.vertical] }.max() ?? 0)
        for (subview, d) in zip(subviews, dimensions) {
            subview.place(
                at: CGPoint(x: x - d[alignment.horizontal], y: y - d[alignment.vertical]),
                proposal: ProposedViewSize(width: d.width, height: d.height))
        }
    }
}

/// The gaps after each subview but the last along `axis`: `spacing`, or the facing edges'
/// preferences.
private func gapsBetween(_ subviews: LayoutSubviews, _ spacing: CGFloat?, _ axis: Axis) -> [CGFloat] {
    zip(subviews, subviews.dropFirst()).map { spacing ?? $0.spacing.distance(to: $1.spacing, along: axis) }
}

extension HStackLayout: ContainerDescribing {
    var containerDescription: (kind: String, attributes: [String: String]) {
        ("HStack", ["alignment": alignment.description, "spacing": spacing.map { "\($0)" } ?? ""])
    }
}

extension VStackLayout: ContainerDescribing {
    var containerDescription: (kind: String, attributes: [String: String]) {
        ("VStack", ["alignment": alignment.description, "spacing": spacing.map { "\($0)" } ?? ""])
    }
}

extension ZStackLayout: ContainerDescribing {
    var containerDescription: (kind: String, attributes: [String: String]) {
        ("ZStack", ["alignment": alignment.description])
    }
}
