import Foundation

// The views that fill or stroke a shape. Each is a node (`.fill`, `.stroke`, `.strokeBorder`)
// whose child is the view it draws over: the shape itself, or the shape view it was chained
// from, as in `Circle().fill(.red).stroke(.blue)`.

/// A view that provides a shape that you can use for drawing operations.
nonisolated public protocol ShapeView<Content>: View {
    /// The type of shape this can provide.
    associatedtype Content: Shape
    /// The shape that this type draws and provides for other drawing operations.
    var shape: Content { get }
}

/// A shape filled with a style; also the body of a shape drawn as it is.
nonisolated public struct _ShapeView<Content: Shape, Style: ShapeStyle>: ShapeView {
    /// The shape.
    public var shape: Content
    /// The style that fills the shape.
    public var style: Style
    /// The fill style.
    public var fillStyle: FillStyle
    /// Whether this is the body of `shape`, which draws it in the foreground style.
    let isBody: Bool

    /// Creates a view filling `shape` with `style`.
    public init(shape: Content, style: Style, fillStyle: FillStyle = FillStyle()) {
        self.init(shape: shape, style: style, fillStyle: fillStyle, isBody: false)
    }

    init(shape: Content, style: Style, fillStyle: FillStyle = FillStyle(), isBody: Bool) {
        self.shape = shape
        self.style = style
        self.fillStyle = fillStyle
        self.isBody = isBody
    }

    /// A shape view has no body; it is a node of the evaluated tree.
    public var body: Never { primitiveBody(Self.self) }
}

/// A shape provider that fills its shape, drawn over a background view.
nonisolated public struct FillShapeView<Content: Shape, Style: ShapeStyle, Background: View>: ShapeView {
    /// The shape.
    public var shape: Content
    /// The style that fills the shape.
    public var style: Style
    /// The fill style.
    public var fillStyle: FillStyle
    /// The view beneath the fill.
    public var background: Background

    /// Creates a fill shape view.
    public init(shape: Content, style: Style, fillStyle: FillStyle, background: Background) {
        self.shape = shape
        self.style = style
        self.fillStyle = fillStyle
        self.background = background
    }

    /// A shape view has no body; it is a node of the evaluated tree.
    public var body: Never { primitiveBody(Self.self) }
}

/// A shape provider that strokes its shape, drawn over a background view.
nonisolated public struct StrokeShapeView<Content: Shape, Style: ShapeStyle, Background: View>: ShapeView {
    /// The shape.
    public var shape: Content
    /// The style of the stroke.
    public var style: Style
    /// The stroke's characteristics.
    public var strokeStyle: StrokeStyle
    /// Whether the stroke is antialiased.
    public var isAntialiased: Bool
    /// The view beneath the stroke.
    public var background: Background

    /// Creates a stroke shape view.
    public init(
        shape: Content, style: Style, strokeStyle: StrokeStyle, isAntialiased: Bool, background: Background
    ) {
        self.shape = shape
        self.style = style
        self.strokeStyle = strokeStyle
        self.isAntialiased = isAntialiased
        self.background = background
    }

    /// A shape view has no body; it is a node of the evaluated tree.
    public var body: Never { primitiveBody(Self.self) }
}

/// A shape provider that strokes the border of its insettable shape, drawn over a background
/// view.
nonisolated public struct StrokeBorderShapeView<Content: InsettableShape, Style: ShapeStyle, Background: View>:
    ShapeView
{
    /// The shape.
    public var shape: Content
    /// The style of the stroke.
    public var style: Style
    /// The stroke's characteristics.
    public var strokeStyle: StrokeStyle
    /// Whether the stroke is antialiased.
    public var isAntialiased: Bool
    /// The view beneath the stroke.
    public var background: Background

    /// Creates a stroke border shape view.
    public init(
        shape: Content, style: Style, strokeStyle: StrokeStyle, isAntialiased: Bool, background: Background
    ) {
        self.shape = shape
        self.style = style
        self.strokeStyle = strokeStyle
        self.isAntialiased = isAntialiased
        self.background = background
    }

    /// A shape view has no body; it is a node of the evaluated tree.
    public var body: Never { primitiveBody(Self.self) }
}

extension _ShapeView: PrimitiveView {
    @MainActor package func evaluate(in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext) {
        if isBody {
            evaluator.leaf("Shape", parent: parent, context: context)
        } else {
            evaluator.wrapping(".fill", detail: detailStyle(style), content: shape, parent: parent, context: context)
        }
    }
}

extension FillShapeView: PrimitiveView {
    @MainActor package func evaluate(in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext) {
        evaluator.drawing(".fill", detailStyle(style), shape: shape, over: background, parent: parent, context: context)
    }
}

extension StrokeShapeView: PrimitiveView {
    @MainActor package func evaluate(in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext) {
        let detail = detailStyle(style) + ", lineWidth: " + detailNumber(strokeStyle.lineWidth)
        evaluator.drawing(".stroke", detail, shape: shape, over: background, parent: parent, context: context)
    }
}

extension StrokeBorderShapeView: PrimitiveView {
    @MainActor package func evaluate(in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext) {
        let detail = detailStyle(style) + ", lineWidth: " + detailNumber(strokeStyle.lineWidth)
        evaluator.drawing(".strokeBorder", detail, shape: shape, over: background, parent: parent, context: context)
    }
}

extension Evaluator {
    /// A drawing node over `background`, or over the shape itself when there is no
    /// background.
    fileprivate func drawing<S: Shape, B: View>(
        _ kind: String, _ detail: String, shape: S, over background: B, parent: ViewNode, context: EvaluationContext
    ) {
        if B.self == EmptyView.self {
            wrapping(kind, detail: detail, content: shape, parent: parent, context: context)
        } else {
            wrapping(kind, detail: detail, content: background, parent: parent, context: context)
        }
    }
}
