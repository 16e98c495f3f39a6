/// A protocol that describes the behavior and appearance of a list.
///
/// Its requirements are not open to other types, as in SwiftUI, so only the built-in styles
/// conform. Galley records the style in the environment and draws nothing.
@MainActor @preconcurrency public protocol ListStyle {
    /// The style's name, as the environment records it.
    nonisolated var _styleName: String { get }
}

/// The `ListStyle` below a `listStyle(_:)` modifier, by name.
struct ListStyleKey: EnvironmentKey {
    static var defaultValue: StyleName? { nil }
}

extension View {
    /// Sets the style for lists within this view.
    nonisolated public func listStyle<S: ListStyle>(_ style: S) -> some View {
        let name = style._styleName
        return modified(".listStyle", detail: name) { context, _ in
            context.environment[ListStyleKey.self] = StyleName(description: name)
        }
    }
}

/// The list style that describes a platform's default behavior and appearance for a list.
nonisolated public struct DefaultListStyle: ListStyle {
    /// Creates the style.
    public init() {}
    /// `automatic`.
    nonisolated public var _styleName: String { "automatic" }
}

extension ListStyle where Self == DefaultListStyle {
    /// The list style that describes a platform's default behavior and appearance for a list.
    nonisolated public static var automatic: DefaultListStyle { DefaultListStyle() }
}

/// The list style that describes the behavior and appearance of a plain list.
nonisolated public struct PlainListStyle: ListStyle {
    /// Creates the style.
    public init() {}
    /// `plain`.
    nonisolated public var _styleName: String { "plain" }
}

extension ListStyle where Self == PlainListStyle {
    /// The list style that describes the behavior and appearance of a plain list.
    nonisolated public static var plain: PlainListStyle { PlainListStyle() }
}

/// The list style that describes the behavior and appearance of a grouped list.
nonisolated public struct GroupedListStyle: ListStyle {
    /// Creates the style.
    public init() {}
    /// `grouped`.
    nonisolated public var _styleName: String { "grouped" }
}

extension ListStyle where Self == GroupedListStyle {
    /// The list style that describes the behavior and appearance of a grouped list.
    nonisolated public static var grouped: GroupedListStyle { GroupedListStyle() }
}

/// The list style that describes the behavior and appearance of an inset list.
nonisolated public struct InsetListStyle: ListStyle {
    /// Creates the style.
    public init() {}
    /// `inset`.
    nonisolated public var _styleName: String { "inset" }
}

extension ListStyle where Self == InsetListStyle {
    /// The list style that describes the behavior and appearance of an inset list.
    nonisolated public static var inset: InsetListStyle { InsetListStyle() }
}

/// The list style that describes the behavior and appearance of an inset grouped list.
nonisolated public struct InsetGroupedListStyle: ListStyle {
    /// Creates the style.
    public init() {}
    /// `insetGrouped`.
    nonisolated public var _styleName: String { "insetGrouped" }
}

extension ListStyle where Self == InsetGroupedListStyle {
    /// The list style that describes the behavior and appearance of an inset grouped list.
    nonisolated public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

/// The list style that describes the behavior and appearance of a sidebar list.
nonisolated public struct SidebarListStyle: ListStyle {
    /// Creates the style.
    public init() {}
    /// `sidebar`.
    nonisolated public var _styleName: String { "sidebar" }
}

extension ListStyle where Self == SidebarListStyle {
    /// The list style that describes the behavior and appearance of a sidebar list.
    nonisolated public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

/// The list style that describes the behavior and appearance of a list with standard border. (macOS)
nonisolated public struct BorderedListStyle: ListStyle {
    /// Creates the style.
    public init() {}
    /// `bordered`.
    nonisolated public var _styleName: String { "bordered" }
}

extension ListStyle where Self == BorderedListStyle {
    /// The list style that describes the behavior and appearance of a list with standard border.
    nonisolated public static var bordered: BorderedListStyle { BorderedListStyle() }
}

/// The carousel list style. (watchOS)
nonisolated public struct CarouselListStyle: ListStyle {
    /// Creates the style.
    public init() {}
    /// `carousel`.
    nonisolated public var _styleName: String { "carousel" }
}

extension ListStyle where Self == CarouselListStyle {
    /// The carousel list style.
    nonisolated public static var carousel: CarouselListStyle { CarouselListStyle() }
}

/// The list style that describes the behavior and appearance of an elliptical list. (watchOS)
nonisolated public struct EllipticalListStyle: ListStyle {
    /// Creates the style.
    public init() {}
    /// `elliptical`.
    nonisolated public var _styleName: String { "elliptical" }
}

extension ListStyle where Self == EllipticalListStyle {
    /// The list style that describes the behavior and appearance of an elliptical list.
    nonisolated public static var elliptical: EllipticalListStyle { EllipticalListStyle() }
}
