// Image's own modifiers: each returns an image that records it, as SwiftUI's return `Image`
// so they chain before any view modifier.

extension Image {
    /// Creates an image from an asset catalog resource, recorded by the resource's name.
    public init(_ resource: ImageResource) { self.init(name: resource.name) }

    /// Sets the mode by which the image resizes to fit its space. Recorded.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch)
        -> Image
    {
        styled(resizingMode == .tile ? "resizable(tile)" : "resizable")
    }

    /// Indicates whether the image is rendered as-is or as a template. Recorded.
    public func renderingMode(_ renderingMode: Image.TemplateRenderingMode?) -> Image {
        styled("renderingMode(\(renderingMode.map { "\($0)" } ?? "nil"))")
    }

    /// Specifies the quality of image interpolation when scaling. Recorded.
    public func interpolation(_ interpolation: Image.Interpolation) -> Image {
        styled("interpolation(\(interpolation))")
    }

    /// Specifies whether antialiasing applies when rendering the image. Recorded.
    public func antialiased(_ isAntialiased: Bool) -> Image {
        styled("antialiased(\(isAntialiased))")
    }

    /// Sets the rendering mode for symbol images within this image. Recorded.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image {
        styled("symbolRenderingMode(\(mode.map(\.description) ?? "nil"))")
    }

    /// The modes by which an image resizes to fit its space.
    public enum ResizingMode: Hashable, Sendable {
        /// A mode to repeat the image at its original size.
        case tile
        /// A mode to enlarge or reduce the image to fit its space.
        case stretch
    }

    /// The level of quality for rendering an image that requires interpolation.
    public enum Interpolation: Hashable, Sendable {
        /// A value that indicates no interpolation.
        case none
        /// A value that indicates a low level of interpolation quality.
        case low
        /// A value that indicates a medium level of interpolation quality.
        case medium
        /// A value that indicates a high level of interpolation quality.
        case high
    }

    /// The orientation of an image: upright, rotated a half or quarter turn, each optionally
    /// mirrored.
    public enum Orientation: UInt8, CaseIterable, Hashable, Sendable {
        case up, upMirrored, down, downMirrored, left, leftMirrored, right, rightMirrored
    }
}
