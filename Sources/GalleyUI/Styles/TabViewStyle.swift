/// A specification for the appearance and interaction of a tab view.
///
/// Its requirements are not open to other types, as in SwiftUI, so only the built-in styles
/// conform. Galley records the style in the environment and draws nothing.
@MainActor @preconcurrency public protocol TabViewStyle {
    /// The style's name, as the environment records it.
    nonisolated var _styleName: String { get }
}

/// The `TabViewStyle` below a `tabViewStyle(_:)` modifier, by name.
struct TabViewStyleKey: EnvironmentKey {
    static var defaultValue: StyleName? { nil }
}

extension View {
    /// Sets the style for the tab view within the current environment.
    nonisolated public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
        let name = style._styleName
        return modified(".tabViewStyle", detail: name) { context, _ in
            context.environment[TabViewStyleKey.self] = StyleName(description: name)
        }
    }
}

/// The default tab view style.
nonisolated public struct DefaultTabViewStyle: TabViewStyle {
    /// Creates the style.
    public init() {}
    /// `automatic`.
    nonisolated public var _styleName: String { "automatic" }
}

/// A tab view style that displays a tab bar only, without a sidebar.
nonisolated public struct TabBarOnlyTabViewStyle: TabViewStyle {
    /// Creates the style.
    public init() {}
    /// `tabBarOnly`.
    nonisolated public var _styleName: String { "tabBarOnly" }
}

/// A tab view style that displays a tab bar that can turn into a sidebar.
nonisolated public struct SidebarAdaptableTabViewStyle: TabViewStyle {
    /// Creates the style.
    public init() {}
    /// `sidebarAdaptable`.
    nonisolated public var _styleName: String { "sidebarAdaptable" }
}

/// A tab view style that implements a paged scrolling tab view.
nonisolated public struct PageTabViewStyle: TabViewStyle {
    /// A style for displaying the page index view.
    public struct IndexDisplayMode: Sendable, CustomStringConvertible {
        /// The mode's name.
        public let description: String
        /// Displays an index view when there are more than one page.
        public static let automatic = IndexDisplayMode(description: "automatic")
        /// Always display an index view regardless of page count.
        public static let always = IndexDisplayMode(description: "always")
        /// Never display an index view.
        public static let never = IndexDisplayMode(description: "never")
    }

    let indexDisplayMode: IndexDisplayMode

    /// Creates a new paged tab view style.
    public init(indexDisplayMode: PageTabViewStyle.IndexDisplayMode = .automatic) {
        self.indexDisplayMode = indexDisplayMode
    }
    /// `page`, with its index display mode.
    nonisolated public var _styleName: String { "page(indexDisplayMode: \(indexDisplayMode))" }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    /// The default tab view style.
    nonisolated public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

extension TabViewStyle where Self == TabBarOnlyTabViewStyle {
    /// A tab view style that displays a tab bar only.
    nonisolated public static var tabBarOnly: TabBarOnlyTabViewStyle { TabBarOnlyTabViewStyle() }
}

extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
    /// A tab view style that displays a tab bar that can turn into a sidebar.
    nonisolated public static var sidebarAdaptable: SidebarAdaptableTabViewStyle {
        SidebarAdaptableTabViewStyle()
    }
}

extension TabViewStyle where Self == PageTabViewStyle {
    /// A tab view style that implements a paged scrolling tab view.
    nonisolated public static var page: PageTabViewStyle { PageTabViewStyle() }

    /// A paged tab view style with the given index display mode.
    nonisolated public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        PageTabViewStyle(indexDisplayMode: indexDisplayMode)
    }
}

/// A tab view style that displays a vertical page tab view interaction and appearance
/// (watchOS).
nonisolated public struct VerticalPageTabViewStyle: TabViewStyle {
    /// Creates a vertical page tab view style.
    public init() {}
    /// `verticalPage`.
    nonisolated public var _styleName: String { "verticalPage" }
}

extension TabViewStyle where Self == VerticalPageTabViewStyle {
    /// A tab view style that displays a vertical page tab view interaction and appearance.
    @MainActor @preconcurrency public static var verticalPage: VerticalPageTabViewStyle { VerticalPageTabViewStyle() }
}
