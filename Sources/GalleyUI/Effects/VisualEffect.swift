import Foundation

/// Visual effects change the visual appearance of a view without changing its ancestors or
/// descendants. You build them from `EmptyVisualEffect` in a `visualEffect` closure.
public protocol VisualEffect: Sendable, Animatable {}

/// The base visual effect that you apply additional effect to.
public struct EmptyVisualEffect: VisualEffect {
    /// Creates a new empty visual effect.
    public init() {}
}

/// Effects applied one after another, recorded by name.
public struct _VisualEffectChain: VisualEffect {
    let effects: [String]
}

extension VisualEffect {
    private func then(_ effect: String) -> _VisualEffectChain {
        _VisualEffectChain(effects: ((self as? _VisualEffectChain)?.effects ?? []) + [effect])
    }

    /// Offsets the view by the specified amount.
    public func offset(_ offset: CGSize) -> some VisualEffect { then("offset") }
    /// Offsets the view by the specified horizontal and vertical distances.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect { then("offset") }
    /// Rotates content in two dimensions around the specified point.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect {
        then("rotationEffect")
    }
    /// Rotates content in three dimensions around the specified axis.
    public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
        anchorZ: CGFloat = 0, perspective: CGFloat = 1
    ) -> some VisualEffect {
        then("rotation3DEffect")
    }
    /// Scales the view by the given size, relative to an anchor point.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some VisualEffect { then("scaleEffect") }
    /// Scales the view by the given amount in both directions, relative to an anchor point.
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some VisualEffect { then("scaleEffect") }
    /// Scales the view by the given horizontal and vertical amounts.
    public func scaleEffect(x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center) -> some VisualEffect {
        then("scaleEffect")
    }
    /// Applies an affine transformation to the view.
    public func transformEffect(_ transform: CGAffineTransform) -> some VisualEffect { then("transformEffect") }
    /// Sets the transparency of the view.
    public func opacity(_ opacity: Double) -> some VisualEffect { then("opacity") }
    /// Applies a Gaussian blur to the view.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some VisualEffect { then("blur") }
    /// Brightens the view by the specified amount.
    public func brightness(_ amount: Double) -> some VisualEffect { then("brightness") }
    /// Sets the contrast and separation between similar colors in the view.
    public func contrast(_ amount: Double) -> some VisualEffect { then("contrast") }
    /// Adjusts the color saturation of the view.
    public func saturation(_ amount: Double) -> some VisualEffect { then("saturation") }
    /// Adds a grayscale effect to the view.
    public func grayscale(_ amount: Double) -> some VisualEffect { then("grayscale") }
    /// Applies a hue rotation effect to the view.
    public func hueRotation(_ angle: Angle) -> some VisualEffect { then("hueRotation") }
}

extension View {
    /// Applies effects to this view, while providing access to layout information through a
    /// geometry proxy. Galley calls `effect` once, with a zero-sized proxy, and records the
    /// effects it returns.
    nonisolated public func visualEffect<E: VisualEffect>(
        _ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> E
    ) -> some View {
        modified(".visualEffect") { _, node in node.detail = effectNames(effect(EmptyVisualEffect(), GeometryProxy())) }
    }
}

/// The names of the effects in `effect`, e.g. `offset, opacity`.
func effectNames(_ effect: some VisualEffect) -> String? {
    guard let chain = effect as? _VisualEffectChain else { return nil }
    return chain.effects.joined(separator: ", ")
}
