import Foundation

/// An immediate mode drawing destination, and its current state.
///
/// Galley never calls a canvas's renderer, so its runtime never makes a context. A context
/// keeps its state for real (transform, opacity, blend mode, clip, filters) and lists the
/// drawing operations it is given, in order, where a test or tool can read them.
public struct GraphicsContext {
    /// The operations drawn so far, shared by the context and the layers it draws.
    final class Log {
        var operations: [String] = []
    }

    let log: Log
    /// The current transform matrix, defining user space coordinates.
    public var transform: CGAffineTransform = .identity
    /// The opacity of drawing operations in the context.
    public var opacity: Double = 1
    /// The blend mode used by drawing operations in the context.
    public var blendMode: BlendMode = .normal
    /// The environment associated with the graphics context.
    public internal(set) var environment: EnvironmentValues
    /// The bounds of the current clip, in user space.
    public internal(set) var clipBoundingRect: CGRect
    /// The filters added so far.
    var filters: [String] = []

    init(size: CGSize, environment: EnvironmentValues = EnvironmentValues()) {
        log = Log()
        self.environment = environment
        clipBoundingRect = CGRect(origin: .zero, size: size)
    }

    /// The operations drawn into this context and its layers.
    var operations: [String] { log.operations }

    private func record(_ operation: String) { log.operations.append(operation) }

    // MARK: - Transforms and state

    /// Scales subsequent drawing operations by an amount in each dimension.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) { transform = transform.scaledBy(x: x, y: y) }
    /// Moves subsequent drawing operations by an amount in each dimension.
    public mutating func translateBy(x: CGFloat, y: CGFloat) { transform = transform.translatedBy(x: x, y: y) }
    /// Rotates subsequent drawing operations by an angle.
    public mutating func rotate(by angle: Angle) { transform = transform.rotated(by: CGFloat(angle.radians)) }
    /// Appends the given transform to the context's existing transform.
    public mutating func concatenate(_ matrix: CGAffineTransform) { transform = matrix.concatenating(transform) }

    /// Adds a path to the context's array of clip shapes.
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
        guard !options.contains(.inverse) else { return }
        clipBoundingRect = clipBoundingRect.intersection(path.applying(transform).boundingRect)
    }

    /// Adds a clip shape that you define in a new layer to the context's array of clip shapes.
    public mutating func clipToLayer(
        opacity: Double = 1, options: ClipOptions = ClipOptions(), content: (inout GraphicsContext) throws -> Void
    ) rethrows {
        var layer = self
        try content(&layer)
    }

    /// Adds a filter that applies to subsequent drawing operations.
    public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {
        filters.append(filter.name)
    }

    /// Draws a new layer, created by drawing code that you provide, into the context.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        var layer = self
        try content(&layer)
    }

    // MARK: - Drawing

    /// Draws a path into the context and fills the outlined region.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        record("fill \(path.applying(transform)) with \(shading.name)")
    }

    /// Draws a path into the context with a specified stroke style.
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        record("stroke \(path.applying(transform)) with \(shading.name), lineWidth: \(style.lineWidth)")
    }

    /// Draws a path into the context with a specified line width.
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Returns a version of a shading resolved with the current values of the context's
    /// environment.
    public func resolve(_ shading: Shading) -> Shading { shading }

    /// Gets a version of a text view that's fixed with the current values of the graphics
    /// context's environment.
    public func resolve(_ text: Text) -> ResolvedText { ResolvedText(text: text) }

    /// Draws resolved text into the context, aligning an anchor within the text to a point in
    /// the context.
    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
        record("text \"\(text.text.string)\" at \(point.applying(transform))")
    }

    /// Draws resolved text into the context using the specified rectangle as a layout frame.
    public func draw(_ text: ResolvedText, in rect: CGRect) {
        record("text \"\(text.text.string)\" in \(rect.applying(transform))")
    }

    /// Draws text into the context, aligning an anchor within the text to a point in the
    /// context.
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(text), at: point, anchor: anchor)
    }

    /// Draws text into the context using the specified rectangle as a layout frame.
    public func draw(_ text: Text, in rect: CGRect) { draw(resolve(text), in: rect) }

    /// Gets a version of an image that's fixed with the current values of the graphics
    /// context's environment.
    public func resolve(_ image: Image) -> ResolvedImage { ResolvedImage(image: image) }

    /// Draws a resolved image into the context, using the specified rectangle as a layout
    /// frame.
    public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {
        record("image \(image.image.name) in \(rect.applying(transform))")
    }

    /// Draws a resolved image into the context, aligning an anchor within the image to a
    /// point in the context.
    public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
        record("image \(image.image.name) at \(point.applying(transform))")
    }

    /// Draws an image into the context, using the specified rectangle as a layout frame.
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
        draw(resolve(image), in: rect, style: style)
    }

    /// Draws an image into the context, aligning an anchor within the image to a point in the
    /// context.
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(image), at: point, anchor: anchor)
    }

    /// Returns the resolved symbol with the given tag: none, since Galley never renders a
    /// canvas's symbols into it.
    public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? { nil }

    /// Draws a resolved symbol into the context, using the specified rectangle as a layout
    /// frame.
    public func draw(_ symbol: ResolvedSymbol, in rect: CGRect) { record("symbol in \(rect.applying(transform))") }

    /// Draws a resolved symbol into the context, aligning an anchor within the symbol to a
    /// point in the context.
    public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {
        record("symbol at \(point.applying(transform))")
    }
}
