import Foundation

extension View {
    /// Positions this view within an invisible frame with the specified size. Recorded;
    /// previews draw it.
    nonisolated public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center)
        -> some View
    {
        inert(
            ".frame",
            [width.map { "width: \($0)" }, height.map { "height: \($0)" }].compactMap { $0 }.joined(separator: ", "))
    }

    /// Positions this view within an invisible frame having the specified size constraints.
    /// Recorded.
    nonisolated public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
        idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
    ) -> some View {
        let parts: [(String, CGFloat?)] = [
            ("minWidth", minWidth), ("idealWidth", idealWidth), ("maxWidth", maxWidth), ("minHeight", minHeight),
            ("idealHeight", idealHeight), ("maxHeight", maxHeight),
        ]
        return inert(
            ".frame", parts.compactMap { name, value in value.map { "\(name): \($0)" } }.joined(separator: ", "))
    }

    /// Positions this view within an invisible frame with a size relative to the nearest
    /// container. Recorded.
    nonisolated public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        inert(".containerRelativeFrame", axesDetail(axes))
    }

    /// Positions this view within an invisible frame whose size is a share of the nearest
    /// container's: `span` of `count` columns or rows. Recorded.
    nonisolated public func containerRelativeFrame(
        _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
    ) -> some View {
        inert(".containerRelativeFrame", axesDetail(axes) + ", \(span) of \(count)")
    }

    /// Positions this view within an invisible frame whose size `length` computes from the
    /// nearest container's. Recorded: Galley lays nothing out, so `length` is never called.
    nonisolated public func containerRelativeFrame(
        _ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat
    ) -> some View {
        inert(".containerRelativeFrame", axesDetail(axes))
    }
}

/// `horizontal`, `vertical` or `horizontal, vertical`.
func axesDetail(_ axes: Axis.Set) -> String {
    [axes.contains(.horizontal) ? "horizontal" : nil, axes.contains(.vertical) ? "vertical" : nil]
        .compactMap { $0 }.joined(separator: ", ")
}
