import Foundation

/// A view type that supports immediate mode drawing.
///
/// Galley draws nothing, so it never calls the renderer: a canvas is a node of the
/// evaluated tree (its symbol views, if any, are evaluated as its children) and previews as
/// a labelled box.
nonisolated public struct Canvas<Symbols: View>: View {
    /// A view that provides child views that you can use in the drawing callback.
    public var symbols: Symbols
    /// The drawing callback that you use to draw into the canvas.
    public var renderer: (inout GraphicsContext, CGSize) -> Void
    /// A Boolean that indicates whether the canvas is fully opaque.
    public var isOpaque: Bool
    /// The working color space and storage format of the canvas.
    public var colorMode: ColorRenderingMode
    /// A Boolean that indicates whether the canvas can present its contents to its parent
    /// view asynchronously.
    public var rendersAsynchronously: Bool

    /// Creates and configures a canvas that you supply with renderable child views.
    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols
    ) {
        self.symbols = symbols()
        self.renderer = renderer
        isOpaque = opaque
        self.colorMode = colorMode
        self.rendersAsynchronously = rendersAsynchronously
    }

    /// A canvas has no body; it is a node of the evaluated tree.
    public var body: Never { primitiveBody(Self.self) }
}

extension Canvas where Symbols == EmptyView {
    /// Creates and configures a canvas.
    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void
    ) {
        self.init(
            opaque: opaque, colorMode: colorMode, rendersAsynchronously: rendersAsynchronously, renderer: renderer
        ) { EmptyView() }
    }
}

extension Canvas: PrimitiveView {
    @MainActor package func evaluate(in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext) {
        evaluator.container("Canvas", content: symbols, parent: parent, context: context)
    }
}
