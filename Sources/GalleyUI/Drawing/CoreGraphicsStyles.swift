// Line caps and joins are CoreGraphics enumerations that SwiftUI's `StrokeStyle` uses;
// Foundation on Linux lacks them, so GalleyUI declares them with CoreGraphics' cases.

/// The style for the endpoints of lines drawn in a graphics context.
public enum CGLineCap: Int32, Sendable, Hashable {
    /// A line with a squared-off end, ending exactly at its endpoint.
    case butt
    /// A line with a rounded end, extended past its endpoint by half the line width.
    case round
    /// A line with a squared-off end, extended past its endpoint by half the line width.
    case square
}

/// The style for the junctions between connected line segments.
public enum CGLineJoin: Int32, Sendable, Hashable {
    /// A join with a sharp corner.
    case miter
    /// A join with a rounded end.
    case round
    /// A join with a squared-off end.
    case bevel
}
