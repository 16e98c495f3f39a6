import Foundation

// Backgrounds, overlays and borders. A background or overlay view is evaluated after the
// content, in the same environment, as a sibling of it; styles and borders are recorded.

extension View {
    /// Layers the given view behind this view.
    ///
    /// A shape style such as a color picks `background(_:ignoresSafeAreaEdges:)` instead,
    /// as in SwiftUI.
    @_disfavoredOverload
    nonisolated public func background<Background: View>(_ background: Background, alignment: Alignment = .center)
        -> some View
    {
        modifier(LayeredModifier(".background", layer: background))
    }

    /// Layers the views that you specify behind this view.
    nonisolated public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
        -> some View
    {
        modifier(LayeredModifier(".background", layer: content()))
    }

    /// Sets the view's background to the default background style. Recorded.
    nonisolated public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        inert(".background", "background")
    }

    /// Sets the view's background to a style. Recorded; previews draw colors.
    nonisolated public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
        -> some View
    {
        inert(".background", detailStyle(style))
    }

    /// Sets the view's background to a shape filled with the default background style.
    /// Recorded.
    nonisolated public func background<S: Shape>(in shape: S, fillStyle: FillStyle = FillStyle()) -> some View {
        inert(".background", "background in \(S.self)")
    }

    /// Sets the view's background to a shape filled with a style. Recorded.
    nonisolated public func background<S: ShapeStyle, T: Shape>(
        _ style: S, in shape: T, fillStyle: FillStyle = FillStyle()
    ) -> some View {
        inert(".background", "\(detailStyle(style)) in \(T.self)")
    }

    /// Layers a secondary view in front of this view.
    @_disfavoredOverload
    nonisolated public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
        modifier(LayeredModifier(".overlay", layer: overlay))
    }

    /// Layers the views that you specify in front of this view.
    nonisolated public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
        -> some View
    {
        modifier(LayeredModifier(".overlay", layer: content()))
    }

    /// Layers the specified style in front of this view. Recorded.
    nonisolated public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
        -> some View
    {
        inert(".overlay", detailStyle(style))
    }

    /// Layers a shape that you specify in front of this view, filled with a style. Recorded.
    nonisolated public func overlay<S: ShapeStyle, T: Shape>(
        _ style: S, in shape: T, fillStyle: FillStyle = FillStyle()
    ) -> some View {
        inert(".overlay", "\(detailStyle(style)) in \(T.self)")
    }

    /// Adds a border to this view with the specified style and width. Recorded; previews
    /// draw it.
    nonisolated public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        inert(".border", "\(detailStyle(content)), width: \(width)")
    }

    /// Applies a strikethrough to the text in this view. Recorded.
    nonisolated public func strikethrough(
        _ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil
    ) -> some View {
        inert(".strikethrough", isActive ? nil : "false")
    }

    /// Applies an underline to the text in this view. Recorded.
    nonisolated public func underline(
        _ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil
    ) -> some View {
        inert(".underline", isActive ? nil : "false")
    }
}
