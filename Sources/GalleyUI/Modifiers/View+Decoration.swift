import Foundation

// Decorations that take a view or a style: a background or overlay view is evaluated like
// `background { }` (after the content, in the same environment); borders and text
// decorations are recorded.

extension View {
    /// Layers the given view behind this view.
    ///
    /// A shape style such as a color picks `background(_:ignoresSafeAreaEdges:)` instead,
    /// as in SwiftUI.
    @_disfavoredOverload
    public func background<Background: View>(_ background: Background, alignment: Alignment = .center)
        -> some View
    {
        modifier(LayerModifier(name: ".background", layer: background))
    }

    /// Layers a secondary view in front of this view.
    @_disfavoredOverload
    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
        modifier(LayerModifier(name: ".overlay", layer: overlay))
    }

    /// Layers the specified style in front of this view. Recorded.
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
        -> some View
    {
        inert(".overlay", "\(style)")
    }

    /// Sets the view's background to a shape filled with a style. Recorded.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle())
        -> some View
    {
        inert(".background", "\(style) in \(T.self)")
    }

    /// Adds a border to this view with the specified style and width. Recorded (previews
    /// draw it).
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        inert(".border", "\(content), width: \(width)")
    }

    /// Applies a strikethrough to the text in this view. Recorded.
    public func strikethrough(
        _ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil
    ) -> some View {
        inert(".strikethrough", isActive ? nil : "false")
    }

    /// Applies an underline to the text in this view. Recorded.
    public func underline(
        _ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil
    ) -> some View {
        inert(".underline", isActive ? nil : "false")
    }
}
