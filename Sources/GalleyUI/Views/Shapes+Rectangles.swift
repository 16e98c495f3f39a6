import Foundation

/// A rectangular shape aligned inside the frame of the view containing it.
nonisolated public struct Rectangle: Shape {
    /// Creates a rectangle.
    public init() {}
    /// The whole rectangle.
    public func path(in rect: CGRect) -> Path { Path(rect) }
    /// A shape has no body; it is a leaf of the evaluated tree.
    public var body: Never { primitiveBody(Self.self) }
}

/// A rectangular shape with rounded corners, aligned inside the frame of the view containing
/// it.
nonisolated public struct RoundedRectangle: Shape {
    /// The width and height of the rounded rectangle's corners.
    public var cornerSize: CGSize
    /// The style of corners drawn by the rounded rectangle.
    public var style: RoundedCornerStyle

    /// Creates a new rounded rectangle shape.
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    /// Creates a new rounded rectangle shape.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// The rectangle with its corners rounded.
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerSize: cornerSize, style: style) }

    /// The corner size.
    public var animatableData: CGSize.AnimatableData {
        get { cornerSize.animatableData }
        set { cornerSize.animatableData = newValue }
    }

    /// A shape has no body; it is a leaf of the evaluated tree.
    public var body: Never { primitiveBody(Self.self) }
}

/// A rectangular shape whose corners may each have a different radius.
nonisolated public struct UnevenRoundedRectangle: Shape {
    /// The radii of each corner.
    public var cornerRadii: RectangleCornerRadii
    /// The style of corners drawn by the shape.
    public var style: RoundedCornerStyle

    /// Creates a new rounded rectangle shape with uneven corners.
    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }

    /// Creates a new rounded rectangle shape with uneven corners.
    public init(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
        topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
    ) {
        self.init(
            cornerRadii: RectangleCornerRadii(
                topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius),
            style: style)
    }

    /// The rectangle with each corner rounded.
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadii: cornerRadii, style: style) }

    /// The corner radii.
    public var animatableData: RectangleCornerRadii.AnimatableData {
        get { cornerRadii.animatableData }
        set { cornerRadii.animatableData = newValue }
    }

    /// A shape has no body; it is a leaf of the evaluated tree.
    public var body: Never { primitiveBody(Self.self) }
}

/// A shape that is replaced by an inset version of the current container shape, or by a
/// rectangle when no container shape is defined, which is always the case in Galley.
nonisolated public struct ContainerRelativeShape: Shape {
    /// Creates the shape.
    public init() {}
    /// The whole rectangle: Galley lays nothing out, so there is no container shape.
    public func path(in rect: CGRect) -> Path { Path(rect) }
    /// A shape has no body; it is a leaf of the evaluated tree.
    public var body: Never { primitiveBody(Self.self) }
}

extension Rectangle: PrimitiveView {
    @MainActor package func evaluate(in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext) {
        evaluator.leaf("Rectangle", parent: parent, context: context)
    }
}

extension RoundedRectangle: PrimitiveView {
    @MainActor package func evaluate(in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext) {
        evaluator.leaf("RoundedRectangle", parent: parent, context: context)
    }
}

extension UnevenRoundedRectangle: PrimitiveView {
    @MainActor package func evaluate(in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext) {
        evaluator.leaf("UnevenRoundedRectangle", parent: parent, context: context)
    }
}

extension ContainerRelativeShape: PrimitiveView {
    @MainActor package func evaluate(in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext) {
        evaluator.leaf("ContainerRelativeShape", parent: parent, context: context)
    }
}
