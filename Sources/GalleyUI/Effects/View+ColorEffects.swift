import Foundation

// Effects on a view's colors and compositing. Recorded; previews draw opacity and shadows'
// presence as a labelled box.

extension View {
    /// Sets the transparency of this view. Recorded; previews draw it.
    nonisolated public func opacity(_ opacity: Double) -> some View { inert(".opacity", "\(opacity)") }

    /// Adds a shadow to this view.
    nonisolated public func shadow(
        color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
    ) -> some View {
        inert(".shadow", "\(radius)")
    }

    /// Applies a Gaussian blur to this view.
    nonisolated public func blur(radius: CGFloat, opaque: Bool = false) -> some View { inert(".blur", "\(radius)") }

    /// Brightens this view by the specified amount.
    nonisolated public func brightness(_ amount: Double) -> some View { inert(".brightness", "\(amount)") }

    /// Sets the contrast and separation between similar colors in this view.
    nonisolated public func contrast(_ amount: Double) -> some View { inert(".contrast", "\(amount)") }

    /// Adjusts the color saturation of this view.
    nonisolated public func saturation(_ amount: Double) -> some View { inert(".saturation", "\(amount)") }

    /// Adds a grayscale effect to this view.
    nonisolated public func grayscale(_ amount: Double) -> some View { inert(".grayscale", "\(amount)") }

    /// Applies a hue rotation effect to this view.
    nonisolated public func hueRotation(_ angle: Angle) -> some View { inert(".hueRotation", "\(angle.degrees)°") }

    /// Inverts the colors in this view.
    nonisolated public func colorInvert() -> some View { inert(".colorInvert") }

    /// Adds a color multiplication effect to this view.
    nonisolated public func colorMultiply(_ color: Color) -> some View { inert(".colorMultiply", color.description) }

    /// Adds a luminance to alpha effect to this view.
    nonisolated public func luminanceToAlpha() -> some View { inert(".luminanceToAlpha") }

    /// Sets the blend mode for compositing this view with overlapping views.
    nonisolated public func blendMode(_ blendMode: BlendMode) -> some View { inert(".blendMode", "\(blendMode)") }

    /// Wraps this view in a compositing group.
    nonisolated public func compositingGroup() -> some View { inert(".compositingGroup") }

    /// Composites this view's contents into an offscreen image before final display.
    nonisolated public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear)
        -> some View
    {
        inert(".drawingGroup")
    }
}
