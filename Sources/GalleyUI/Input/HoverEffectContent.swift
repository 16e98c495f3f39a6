import Foundation

/// The content of a custom hover effect: the effects applied, in order, to a view while it
/// is hovered (visionOS).
///
/// Nothing hovers in Galley: the effects are recorded by name in the order they are applied,
/// as a visual effect's are, and never shown.
public protocol HoverEffectContent {}

/// The base content of a hover effect, to which effects are applied.
public struct EmptyHoverEffectContent: HoverEffectContent {
    /// Creates empty hover effect content.
    public init() {}
}

/// Hover effects applied one after another, recorded by name.
public struct _HoverEffectChain: HoverEffectContent {
    let effects: [String]
}

extension HoverEffectContent {
    private func then(_ effect: String) -> _HoverEffectChain {
        _HoverEffectChain(effects: ((self as? _HoverEffectChain)?.effects ?? []) + [effect])
    }

    /// Clips the hovered view to a shape.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some HoverEffectContent {
        then("clipShape")
    }

    /// Rotates the hovered view around an anchor point.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some HoverEffectContent {
        then("rotationEffect")
    }

    /// Scales the hovered view by the given amount in both directions.
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some HoverEffectContent {
        then("scaleEffect")
    }

    /// Scales the hovered view by the given horizontal and vertical amounts.
    public func scaleEffect(x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center) -> some HoverEffectContent
    {
        then("scaleEffect")
    }
}

/// A type that represents how a view should change when a pointer hovers over a view, or
/// when someone looks at the view (visionOS).
public protocol CustomHoverEffect {
    /// The type of the effect's content.
    associatedtype Body: HoverEffectContent
    /// Makes the effect's content from the base content.
    func body(content: Self.Content) -> Self.Body
    /// The base content an effect starts from.
    typealias Content = EmptyHoverEffectContent
}

extension View {
    /// Applies a custom hover effect to this view. Galley calls the effect's `body(content:)`
    /// once and records the effects it applies, in order.
    nonisolated public func hoverEffect(_ effect: some CustomHoverEffect, isEnabled: Bool = true) -> some View {
        let content = effect.body(content: EmptyHoverEffectContent())
        let names = (content as? _HoverEffectChain)?.effects ?? []
        return inert(".hoverEffect", names.joined(separator: ".") + (isEnabled ? "" : " disabled"))
    }
}
