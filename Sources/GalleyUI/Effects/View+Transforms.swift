import Foundation

// Geometric effects that change how a view is drawn, not where it is laid out. Recorded.

extension View {
    /// Rotates a view's rendered output in two dimensions around the specified point.
    nonisolated public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        inert(".rotationEffect", "\(angle.degrees)°")
    }

    /// Renders a view's content as if it's rotated in three dimensions around the specified
    /// axis.
    nonisolated public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
        anchorZ: CGFloat = 0, perspective: CGFloat = 1
    ) -> some View {
        inert(".rotation3DEffect", "\(angle.degrees)° about (\(axis.x), \(axis.y), \(axis.z))")
    }

    /// Scales this view's rendered output by the given vertical and horizontal size amounts,
    /// relative to an anchor point.
    nonisolated public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        inert(".scaleEffect", "x: \(scale.width), y: \(scale.height)")
    }

    /// Scales this view's rendered output by the given amount in both the horizontal and
    /// vertical directions, relative to an anchor point.
    nonisolated public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
        inert(".scaleEffect", "\(s)")
    }

    /// Scales this view's rendered output by the given horizontal and vertical amounts,
    /// relative to an anchor point.
    nonisolated public func scaleEffect(x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center) -> some View {
        inert(".scaleEffect", "x: \(x), y: \(y)")
    }

    /// Applies an affine transformation to this view's rendered output.
    nonisolated public func transformEffect(_ transform: CGAffineTransform) -> some View {
        inert(".transformEffect", "\(transform)")
    }

    /// Applies a projection transformation to this view's rendered output.
    nonisolated public func projectionEffect(_ transform: ProjectionTransform) -> some View {
        inert(".projectionEffect")
    }
}
