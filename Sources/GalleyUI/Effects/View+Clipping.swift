import Foundation

// Clipping and masking: recorded, and the preview rounds what it can. A mask view is
// evaluated after the content, as a sibling of it.

extension View {
    /// Sets a clipping shape for this view. Recorded; previews round circles and capsules.
    nonisolated public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        inert(".clipShape", "\(S.self)")
    }

    /// Clips this view to its bounding rectangular frame. Recorded.
    nonisolated public func clipped(antialiased: Bool = false) -> some View { inert(".clipped") }

    /// Clips this view to its bounding frame, with the specified corner radius. Recorded;
    /// previews draw it.
    nonisolated public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        inert(".cornerRadius", "\(radius)")
    }

    /// Masks this view using the alpha channel of the given view, which is evaluated after
    /// this one.
    nonisolated public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask)
        -> some View
    {
        modifier(LayeredModifier(".mask", layer: mask()))
    }

    /// Masks this view using the alpha channel of the given view (deprecated in SwiftUI in
    /// favour of `mask(alignment:_:)`).
    nonisolated public func mask<Mask: View>(_ mask: Mask) -> some View {
        modifier(LayeredModifier(".mask", layer: mask))
    }

    /// Sets the container shape to use for any container relative shape within this view.
    /// Recorded.
    nonisolated public func containerShape<T: InsettableShape>(_ shape: T) -> some View {
        inert(".containerShape", "\(T.self)")
    }

    /// Defines the content shape for hit testing. Recorded.
    nonisolated public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        inert(".contentShape", "\(S.self)")
    }
}
