import Foundation

/// A type that produces view previews in Xcode.
///
/// Galley type-checks `previews` and never evaluates it, as with `#Preview`. The preview
/// modifiers (`previewDisplayName`, `previewLayout`, `previewDevice`) are recorded.
@MainActor @preconcurrency public protocol PreviewProvider {
    /// The type to preview.
    associatedtype Previews: View
    /// A collection of views to preview.
    @ViewBuilder @MainActor @preconcurrency static var previews: Previews { get }
    /// The platform on which to run the provider.
    static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
    /// No platform: the preview runs on the platform the file targets.
    public static var platform: PreviewPlatform? { nil }
}

/// Platforms that can run the preview.
public enum PreviewPlatform: Sendable {
    case iOS, macOS, tvOS, watchOS, visionOS
}

/// A size constraint for a preview.
public enum PreviewLayout: Sendable {
    /// Center the preview in a container the size of the device.
    case device
    /// Fit the container to the size of the preview.
    case sizeThatFits
    /// Center the preview in a fixed size container.
    case fixed(width: CGFloat, height: CGFloat)
}

/// A simulator device that runs a preview.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable {
    /// The device's name, e.g. `iPhone 15`.
    public let rawValue: String
    /// Creates a device from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Creates a device from a string literal.
    public init(stringLiteral: String) { rawValue = stringLiteral }
}

extension View {
    /// Sets a user visible name to show in the canvas for a preview. Recorded.
    public func previewDisplayName(_ value: String?) -> some View {
        inert(".previewDisplayName", value.map(quoted))
    }
    /// Overrides the size of the container for the preview. Recorded.
    public func previewLayout(_ value: PreviewLayout) -> some View {
        inert(".previewLayout", "\(value)")
    }
    /// Overrides the device for a preview. Recorded.
    public func previewDevice(_ value: PreviewDevice?) -> some View {
        inert(".previewDevice", value.map { quoted($0.rawValue) })
    }
    /// Overrides the orientation of the preview. Recorded.
    public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View {
        inert(".previewInterfaceOrientation", "\(value)")
    }
}

/// The orientation of the interface from the user's perspective.
public enum InterfaceOrientation: Sendable {
    case portrait, portraitUpsideDown, landscapeLeft, landscapeRight
}
