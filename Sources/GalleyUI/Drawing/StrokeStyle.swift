import Foundation

/// The characteristics of a stroke that traces a path.
public struct StrokeStyle: Equatable, Sendable {
    /// The width of the stroked path.
    public var lineWidth: CGFloat
    /// The endpoint style of a line.
    public var lineCap: CGLineCap
    /// The join type of a line.
    public var lineJoin: CGLineJoin
    /// A threshold used to determine whether to use a bevel instead of a miter at a join.
    public var miterLimit: CGFloat
    /// The lengths of painted and unpainted segments used to make a dashed line.
    public var dash: [CGFloat]
    /// How far into the dash pattern the line starts.
    public var dashPhase: CGFloat

    /// Creates a new stroke style from the given components.
    public init(
        lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
        miterLimit: CGFloat = 10, dash: [CGFloat] = [CGFloat](), dashPhase: CGFloat = 0
    ) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}

extension StrokeStyle: Animatable {
    /// The line width, miter limit and dash phase.
    public var animatableData: AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>> {
        get { AnimatablePair(lineWidth, AnimatablePair(miterLimit, dashPhase)) }
        set {
            lineWidth = newValue.first
            miterLimit = newValue.second.first
            dashPhase = newValue.second.second
        }
    }
}

/// A style for rasterizing vector shapes.
public struct FillStyle: Equatable, Sendable {
    /// Whether to use the even-odd rule rather than the non-zero winding rule.
    public var isEOFilled: Bool
    /// Whether to apply antialiasing to the edges of a shape.
    public var isAntialiased: Bool

    /// Creates a new fill style with the specified settings.
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

/// Defines the shape of a rounded rectangle's corners.
public enum RoundedCornerStyle: Equatable, Hashable, Sendable {
    /// Quarter-circle corners.
    case circular
    /// Continuous curvature corners. GalleyUI's paths draw them as quarter circles too.
    case continuous
}

/// The radii of each corner of a rounded rectangle.
public struct RectangleCornerRadii: Equatable, Sendable {
    /// The radius of the top-leading corner.
    public var topLeading: CGFloat
    /// The radius of the bottom-leading corner.
    public var bottomLeading: CGFloat
    /// The radius of the bottom-trailing corner.
    public var bottomTrailing: CGFloat
    /// The radius of the top-trailing corner.
    public var topTrailing: CGFloat

    /// Creates corner radii, zero unless given.
    public init(
        topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0,
        topTrailing: CGFloat = 0
    ) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }
}

extension RectangleCornerRadii: Animatable {
    /// The four radii.
    public var animatableData: AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>> {
        get {
            AnimatablePair(
                AnimatablePair(topLeading, bottomLeading), AnimatablePair(bottomTrailing, topTrailing))
        }
        set {
            topLeading = newValue.first.first
            bottomLeading = newValue.first.second
            bottomTrailing = newValue.second.first
            topTrailing = newValue.second.second
        }
    }
}
