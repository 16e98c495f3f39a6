// Drawing modifiers that previews draw and the evaluated tree records.

extension View {
    /// Sets a clipping shape for this view.
    public func clipShape<S: Shape>(_ shape: S) -> some View {
        inert(".clipShape", String(describing: S.self))
    }

    /// Adds a border to this view with the specified style and width.
    public func border<S: ShapeStyle>(_ content: S, width: Double = 1) -> some View {
        inert(".border", "\(content), width: \(width)")
    }
}
