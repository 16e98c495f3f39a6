import Foundation

// Shapes derived from other shapes by a geometric change. Each computes its path from its
// base shape's, and evaluates as a node (`.offset`, `.rotation`…) around the base shape.

/// A shape with a translation offset transform applied to it.
nonisolated public struct OffsetShape<Content: Shape>: Shape {
    /// The base shape.
    public var shape: Content
    /// The offset.
    public var offset: CGSize
    /// Creates the shape.
    public init(shape: Content, offset: CGSize) {
        self.shape = shape
        self.offset = offset
    }
    /// The base shape's path, moved.
    public func path(in rect: CGRect) -> Path { shape.path(in: rect).offsetBy(dx: offset.width, dy: offset.height) }
    /// A shape has no body; it is a node around its base shape.
    public var body: Never { primitiveBody(Self.self) }
}

/// A shape with a rotation transform applied to it.
nonisolated public struct RotatedShape<Content: Shape>: Shape {
    /// The base shape.
    public var shape: Content
    /// The rotation.
    public var angle: Angle
    /// The point of the frame the shape turns about.
    public var anchor: UnitPoint
    /// Creates the shape.
    public init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {
        self.shape = shape
        self.angle = angle
        self.anchor = anchor
    }
    /// The base shape's path, turned about the anchor.
    public func path(in rect: CGRect) -> Path {
        let pivot = CGPoint(x: rect.minX + anchor.x * rect.width, y: rect.minY + anchor.y * rect.height)
        let transform = CGAffineTransform(translationX: -pivot.x, y: -pivot.y)
            .concatenating(CGAffineTransform(rotationAngle: CGFloat(angle.radians)))
            .concatenating(CGAffineTransform(translationX: pivot.x, y: pivot.y))
        return shape.path(in: rect).applying(transform)
    }
    /// A shape has no body; it is a node around its base shape.
    public var body: Never { primitiveBody(Self.self) }
}

/// A shape with a scale transform applied to it.
nonisolated public struct ScaledShape<Content: Shape>: Shape {
    /// The base shape.
    public var shape: Content
    /// The scale factors.
    public var scale: CGSize
    /// The point of the frame that stays in place.
    public var anchor: UnitPoint
    /// Creates the shape.
    public init(shape: Content, scale: CGSize, anchor: UnitPoint = .center) {
        self.shape = shape
        self.scale = scale
        self.anchor = anchor
    }
    /// The base shape's path, scaled about the anchor.
    public func path(in rect: CGRect) -> Path {
        let pivot = CGPoint(x: rect.minX + anchor.x * rect.width, y: rect.minY + anchor.y * rect.height)
        let transform = CGAffineTransform(translationX: -pivot.x, y: -pivot.y)
            .concatenating(CGAffineTransform(scaleX: scale.width, y: scale.height))
            .concatenating(CGAffineTransform(translationX: pivot.x, y: pivot.y))
        return shape.path(in: rect).applying(transform)
    }
    /// A shape has no body; it is a node around its base shape.
    public var body: Never { primitiveBody(Self.self) }
}

/// A shape with an affine transform applied to it.
nonisolated public struct TransformedShape<Content: Shape>: Shape {
    /// The base shape.
    public var shape: Content
    /// The transform.
    public var transform: CGAffineTransform
    /// Creates the shape.
    public init(shape: Content, transform: CGAffineTransform) {
        self.shape = shape
        self.transform = transform
    }
    /// The base shape's path, transformed.
    public func path(in rect: CGRect) -> Path { shape.path(in: rect).applying(transform) }
    /// A shape has no body; it is a node around its base shape.
    public var body: Never { primitiveBody(Self.self) }
}

/// A part of a shape's outline, between two fractions of its length.
nonisolated struct _TrimmedShape<Base: Shape>: Shape {
    let base: Base
    let from: CGFloat
    let to: CGFloat
    func path(in rect: CGRect) -> Path { base.path(in: rect).trimmedPath(from: from, to: to) }
    var body: Never { primitiveBody(Self.self) }
}

/// A shape whose path is always made in a rectangle of a fixed size.
nonisolated struct _SizedShape<Base: Shape>: Shape {
    let base: Base
    let size: CGSize
    func path(in rect: CGRect) -> Path { base.path(in: CGRect(origin: rect.origin, size: size)) }
    var body: Never { primitiveBody(Self.self) }
}

extension Shape {
    /// Changes the relative position of this shape using the specified size.
    public func offset(_ offset: CGSize) -> OffsetShape<Self> { OffsetShape(shape: self, offset: offset) }
    /// Changes the relative position of this shape using the specified point.
    public func offset(_ offset: CGPoint) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: offset.x, height: offset.y))
    }
    /// Changes the relative position of this shape using the specified point.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: x, height: y))
    }
    /// Rotates this shape around an anchor point at the angle you specify.
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
        RotatedShape(shape: self, angle: angle, anchor: anchor)
    }
    /// Scales this shape without changing its bounding frame.
    public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
    }
    /// Scales this shape without changing its bounding frame.
    public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        self.scale(x: scale, y: scale, anchor: anchor)
    }
    /// Applies an affine transform to this shape.
    public func transform(_ transform: CGAffineTransform) -> TransformedShape<Self> {
        TransformedShape(shape: self, transform: transform)
    }
    /// Trims this shape by a fractional amount based on its representation as a path.
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape {
        _TrimmedShape(base: self, from: startFraction, to: endFraction)
    }
    /// The same shape, asked for its path in a rectangle of `size`.
    public func size(_ size: CGSize) -> some Shape { _SizedShape(base: self, size: size) }
    /// The same shape, asked for its path in a rectangle of the given width and height.
    public func size(width: CGFloat, height: CGFloat) -> some Shape { size(CGSize(width: width, height: height)) }
}

extension OffsetShape: PrimitiveView {
    @MainActor package func evaluate(in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext) {
        let detail = "x: \(detailNumber(offset.width)), y: \(detailNumber(offset.height))"
        evaluator.wrapping(".offset", detail: detail, content: shape, parent: parent, context: context)
    }
}

extension RotatedShape: PrimitiveView {
    @MainActor package func evaluate(in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext) {
        let detail = detailNumber(angle.degrees) + "°"
        evaluator.wrapping(".rotation", detail: detail, content: shape, parent: parent, context: context)
    }
}

extension ScaledShape: PrimitiveView {
    @MainActor package func evaluate(in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext) {
        let detail = "x: \(detailNumber(scale.width)), y: \(detailNumber(scale.height))"
        evaluator.wrapping(".scale", detail: detail, content: shape, parent: parent, context: context)
    }
}

extension TransformedShape: PrimitiveView {
    @MainActor package func evaluate(in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext) {
        evaluator.wrapping(".transform", content: shape, parent: parent, context: context)
    }
}

extension _TrimmedShape: PrimitiveView {
    @MainActor func evaluate(in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext) {
        let detail = "from: \(detailNumber(from)), to: \(detailNumber(to))"
        evaluator.wrapping(".trim", detail: detail, content: base, parent: parent, context: context)
    }
}

extension _SizedShape: PrimitiveView {
    @MainActor func evaluate(in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext) {
        let detail = "\(detailNumber(size.width))×\(detailNumber(size.height))"
        evaluator.wrapping(".size", detail: detail, content: base, parent: parent, context: context)
    }
}

extension OffsetShape: InsettableShape where Content: InsettableShape {
    /// The base shape inset, then moved.
    public func inset(by amount: CGFloat) -> OffsetShape<Content.InsetShape> {
        OffsetShape<Content.InsetShape>(shape: shape.inset(by: amount), offset: offset)
    }
}

extension RotatedShape: InsettableShape where Content: InsettableShape {
    /// The base shape inset, then turned.
    public func inset(by amount: CGFloat) -> RotatedShape<Content.InsetShape> {
        RotatedShape<Content.InsetShape>(shape: shape.inset(by: amount), angle: angle, anchor: anchor)
    }
}
