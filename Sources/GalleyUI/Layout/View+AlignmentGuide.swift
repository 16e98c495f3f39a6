import Foundation

extension View {
    /// Sets the view's horizontal alignment. Recorded: Galley does no layout, so
    /// `computeValue` is never called.
    nonisolated public func alignmentGuide(
        _ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
    ) -> some View {
        inert(".alignmentGuide", g.description)
    }

    /// Sets the view's vertical alignment. Recorded: `computeValue` is never called.
    nonisolated public func alignmentGuide(
        _ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
    ) -> some View {
        inert(".alignmentGuide", g.description)
    }
}
