import Foundation

/// A set of symbolic safe area regions.
public struct SafeAreaRegions: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Creates regions from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The safe area defined by the device and containers within the user interface.
    public static let container = SafeAreaRegions(rawValue: 1)
    /// The safe area matching the current extent of any software keyboard.
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    /// All safe area regions.
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

extension View {
    /// Expands the safe area of a view. Recorded.
    nonisolated public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        inert(".ignoresSafeArea")
    }

    /// Changes the view's proposed area to extend outside the screen's safe areas (deprecated
    /// in SwiftUI in favour of `ignoresSafeArea(_:edges:)`). Recorded.
    nonisolated public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { inert(".edgesIgnoringSafeArea") }

    /// Shows the specified content above or below the modified view, insetting its safe area.
    /// The content is evaluated after the view, as a sibling of it.
    nonisolated public func safeAreaInset<V: View>(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View {
        modifier(LayeredModifier(".safeAreaInset", detail: "\(edge)", layer: content()))
    }

    /// Shows the specified content beside the modified view, insetting its safe area. The
    /// content is evaluated after the view, as a sibling of it.
    nonisolated public func safeAreaInset<V: View>(
        edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View {
        modifier(LayeredModifier(".safeAreaInset", detail: "\(edge)", layer: content()))
    }

    /// Adds the provided insets into the safe area of this view. Recorded.
    nonisolated public func safeAreaPadding(_ insets: EdgeInsets) -> some View {
        inert(
            ".safeAreaPadding",
            "top: \(insets.top), leading: \(insets.leading), bottom: \(insets.bottom), trailing: \(insets.trailing)")
    }

    /// Adds the provided amount into the safe area of this view on the given edges. Recorded.
    nonisolated public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        inert(".safeAreaPadding", length.map { "\($0)" })
    }

    /// Adds the provided amount into the safe area of this view on every edge. Recorded.
    nonisolated public func safeAreaPadding(_ length: CGFloat) -> some View { inert(".safeAreaPadding", "\(length)") }
}

extension View {
    /// Expands the safe area of a view, aligning the view's content within the expanded
    /// area. Recorded, as `ignoresSafeArea(_:edges:)` is.
    nonisolated public func ignoresSafeArea(
        _ regions: SafeAreaRegions = .all, edges: Edge.Set = .all, alignment: Alignment?
    ) -> some View {
        inert(".ignoresSafeArea", alignment.map { "alignment: \($0)" })
    }
}
