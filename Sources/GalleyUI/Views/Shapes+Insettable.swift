import Foundation

/// A shape type that is able to inset itself to produce another shape.
nonisolated public protocol InsettableShape: Shape {
    /// The type of the inset shape.
    associatedtype InsetShape: InsettableShape
    /// Returns `self` inset by `amount`.
    func inset(by amount: CGFloat) -> InsetShape
}

/// A shape inset by an amount: its path is the base shape's in the rectangle inset by that
/// amount on each side, with rounded corners shrunk by it.
nonisolated public struct _InsetShape<Base: Shape>: InsettableShape {
    let base: Base
    let amount: CGFloat

    /// The base shape's path, inset.
    public func path(in rect: CGRect) -> Path {
        let inner = rect.insetBy(dx: amount, dy: amount)
        if let rounded = base as? RoundedRectangle {
            let size = CGSize(
                width: max(rounded.cornerSize.width - amount, 0), height: max(rounded.cornerSize.height - amount, 0))
            return Path(roundedRect: inner, cornerSize: size, style: rounded.style)
        }
        if let uneven = base as? UnevenRoundedRectangle {
            let r = uneven.cornerRadii
            let radii = RectangleCornerRadii(
                topLeading: max(r.topLeading - amount, 0), bottomLeading: max(r.bottomLeading - amount, 0),
                bottomTrailing: max(r.bottomTrailing - amount, 0), topTrailing: max(r.topTrailing - amount, 0))
            return Path(roundedRect: inner, cornerRadii: radii, style: uneven.style)
        }
        return base.path(in: inner)
    }

    /// The base shape inset by both amounts.
    public func inset(by amount: CGFloat) -> _InsetShape<Base> {
        _InsetShape(base: base, amount: self.amount + amount)
    }

    /// An inset shape has no body; it is a node around its base shape.
    public var body: Never { primitiveBody(Self.self) }
}

extension _InsetShape: PrimitiveView {
    @MainActor package func evaluate(in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext) {
        evaluator.wrapping(".inset", detail: detailNumber(amount), content: base, parent: parent, context: context)
    }
}

extension Rectangle: InsettableShape {
    /// The rectangle inset by `amount`.
    public func inset(by amount: CGFloat) -> some InsettableShape { _InsetShape(base: self, amount: amount) }
}

extension RoundedRectangle: InsettableShape {
    /// The rounded rectangle inset by `amount`, its corners shrunk by it.
    public func inset(by amount: CGFloat) -> some InsettableShape { _InsetShape(base: self, amount: amount) }
}

extension UnevenRoundedRectangle: InsettableShape {
    /// The rounded rectangle inset by `amount`, its corners shrunk by it.
    public func inset(by amount: CGFloat) -> some InsettableShape { _InsetShape(base: self, amount: amount) }
}

extension Circle: InsettableShape {
    /// The circle inset by `amount`.
    public func inset(by amount: CGFloat) -> some InsettableShape { _InsetShape(base: self, amount: amount) }
}

extension Ellipse: InsettableShape {
    /// The ellipse inset by `amount`.
    public func inset(by amount: CGFloat) -> some InsettableShape { _InsetShape(base: self, amount: amount) }
}

extension Capsule: InsettableShape {
    /// The capsule inset by `amount`.
    public func inset(by amount: CGFloat) -> some InsettableShape { _InsetShape(base: self, amount: amount) }
}

extension ContainerRelativeShape: InsettableShape {
    /// The shape inset by `amount`.
    public func inset(by amount: CGFloat) -> some InsettableShape { _InsetShape(base: self, amount: amount) }
}
