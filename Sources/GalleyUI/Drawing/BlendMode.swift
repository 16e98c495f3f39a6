/// Modes for compositing a view with overlapping content.
public enum BlendMode: Hashable, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity, sourceAtop, destinationOver
    case destinationOut, plusDarker, plusLighter
}

/// The set of possible working color spaces for color-compositing operations.
public enum ColorRenderingMode: Hashable, Sendable {
    /// The non-linear sRGB working color space.
    case nonLinear
    /// The linear sRGB working color space.
    case linear
    /// The extended linear sRGB working color space.
    case extendedLinear
}
