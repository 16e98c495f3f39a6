import Foundation

// Points and alignments in three dimensions (visionOS). Galley lays nothing out in two
// dimensions or three: these are values that code can build, pass and compare.

/// A normalized 3D point in a view's coordinate space.
public struct UnitPoint3D: Hashable, Sendable {
    /// The normalized distance from the origin to the point in the horizontal dimension.
    public var x: CGFloat
    /// The normalized distance from the origin to the point in the vertical dimension.
    public var y: CGFloat
    /// The normalized distance from the origin to the point in the depth dimension.
    public var z: CGFloat

    /// Creates a unit point at the origin.
    public init() { self.init(x: 0, y: 0, z: 0) }

    /// Creates a unit point with the given coordinates.
    public init(x: CGFloat, y: CGFloat, z: CGFloat) {
        self.x = x
        self.y = y
        self.z = z
    }

    /// The origin of a view.
    public static let zero = UnitPoint3D()
    /// A point that's centered in a view.
    public static let center = UnitPoint3D(x: 0.5, y: 0.5, z: 0.5)
    /// A point that's in the top, leading corner of a view, centered in depth.
    public static let topLeading = UnitPoint3D(x: 0, y: 0, z: 0.5)
    /// A point that's in the top, trailing corner of a view, centered in depth.
    public static let topTrailing = UnitPoint3D(x: 1, y: 0, z: 0.5)
    /// A point that's in the bottom, leading corner of a view, centered in depth.
    public static let bottomLeading = UnitPoint3D(x: 0, y: 1, z: 0.5)
    /// A point that's in the bottom, trailing corner of a view, centered in depth.
    public static let bottomTrailing = UnitPoint3D(x: 1, y: 1, z: 0.5)
    /// A point that's in the top, trailing corner of a view, at its back.
    public static let topTrailingBack = UnitPoint3D(x: 1, y: 0, z: 0)
    /// A point that's centered vertically on the trailing edge of a view, at its front.
    public static let trailingFront = UnitPoint3D(x: 1, y: 0.5, z: 1)
}

/// An alignment position along the depth axis.
public struct DepthAlignment: Equatable, Sendable, CustomStringConvertible {
    /// The alignment's name.
    public let description: String
    /// A guide marking the front edge of the view.
    public static let front = DepthAlignment(description: "front")
    /// A guide marking the center of the view.
    public static let center = DepthAlignment(description: "center")
    /// A guide marking the back edge of the view.
    public static let back = DepthAlignment(description: "back")
}

/// An alignment in all three axes.
public struct Alignment3D: Equatable, Sendable {
    /// The alignment on the horizontal axis.
    public var horizontal: HorizontalAlignment
    /// The alignment on the vertical axis.
    public var vertical: VerticalAlignment
    /// The alignment on the depth axis.
    public var depth: DepthAlignment

    /// Creates an instance with the given horizontal, vertical, and depth alignments.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment, depth: DepthAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
        self.depth = depth
    }

    /// A guide that marks the center of the view in all three dimensions.
    public static let center = Alignment3D(horizontal: .center, vertical: .center, depth: .center)
}
