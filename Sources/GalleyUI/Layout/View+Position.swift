import Foundation

/// Constants that define how a view's content fills the available space.
public enum ContentMode: Hashable, CaseIterable, Sendable {
    /// An option that resizes the content so it's all within the available space, both
    /// vertically and horizontally.
    case fit
    /// An option that resizes the content so it occupies all available space, both vertically
    /// and horizontally.
    case fill
}

extension View {
    /// Offsets this view by the horizontal and vertical amount specified in the offset
    /// parameter. Recorded.
    nonisolated public func offset(_ offset: CGSize) -> some View {
        inert(".offset", "x: \(offset.width), y: \(offset.height)")
    }

    /// Offsets this view by the specified horizontal and vertical distances. Recorded.
    nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { inert(".offset", "x: \(x), y: \(y)") }

    /// Positions the center of this view at the specified point in its parent's coordinate
    /// space. Recorded.
    nonisolated public func position(_ position: CGPoint) -> some View {
        inert(".position", "x: \(position.x), y: \(position.y)")
    }

    /// Positions the center of this view at the specified coordinates in its parent's
    /// coordinate space. Recorded.
    nonisolated public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        inert(".position", "x: \(x), y: \(y)")
    }

    /// Fixes this view at its ideal size. Recorded.
    nonisolated public func fixedSize() -> some View { inert(".fixedSize") }

    /// Fixes this view at its ideal size in the specified dimensions. Recorded.
    nonisolated public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        inert(".fixedSize", "horizontal: \(horizontal), vertical: \(vertical)")
    }

    /// Constrains this view's dimensions to the specified aspect ratio. Recorded.
    nonisolated public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        inert(".aspectRatio", (aspectRatio.map { "\($0), " } ?? "") + "\(contentMode)")
    }

    /// Constrains this view's dimensions to the aspect ratio of the given size. Recorded.
    nonisolated public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        inert(".aspectRatio", "\(aspectRatio.width):\(aspectRatio.height), \(contentMode)")
    }

    /// Scales this view to fit its parent. Recorded.
    nonisolated public func scaledToFit() -> some View { inert(".aspectRatio", "fit") }

    /// Scales this view to fill its parent. Recorded.
    nonisolated public func scaledToFill() -> some View { inert(".aspectRatio", "fill") }

    /// Controls the display order of overlapping views. Recorded.
    nonisolated public func zIndex(_ value: Double) -> some View { inert(".zIndex", "\(value)") }
}
