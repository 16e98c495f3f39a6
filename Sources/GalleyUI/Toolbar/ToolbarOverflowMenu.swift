/// A toolbar item that collects its items into the toolbar's overflow menu.
///
/// The tree shows the menu and its items, evaluated in order, as a toolbar item group's are.
public struct ToolbarOverflowMenu<Content: View>: ToolbarContent, CustomizableToolbarContent,
    PrimitiveToolbarContent
{
    let content: Content

    /// Creates an overflow menu with the given items.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    /// The menu's items; it has no body of its own.
    public var body: Never { return primitiveBody(Self.self) }

    func evaluate(in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext) {
        evaluator.container("ToolbarOverflowMenu", content: content, parent: parent, context: context)
    }
}

/// A placement for a tab view's tab bar: where tabs are shown (iPadOS).
public struct TabBarPlacement: Hashable, Sendable, CustomStringConvertible {
    /// The placement's name.
    public let description: String
    /// Tabs are shown in a sidebar.
    public static let sidebar = TabBarPlacement(description: "sidebar")
}

/// A placement for a tab view that adapts between a tab bar and a sidebar.
public struct AdaptableTabBarPlacement: Hashable, Sendable, CustomStringConvertible {
    /// The placement's name.
    public let description: String
    /// The placement the system picks.
    public static let automatic = AdaptableTabBarPlacement(description: "automatic")
    /// Tabs are shown in a tab bar.
    public static let tabBar = AdaptableTabBarPlacement(description: "tabBar")
    /// Tabs are shown in a sidebar.
    public static let sidebar = AdaptableTabBarPlacement(description: "sidebar")
}

/// A placement for toolbar content that belongs to a region of the content, such as a tab
/// view's sidebar.
public struct ContentToolbarPlacement: Hashable, Sendable, CustomStringConvertible {
    /// The placement's name.
    public let description: String
    /// The sidebar of a tab view.
    public static let tabViewSidebar = ContentToolbarPlacement(description: "tabViewSidebar")
}

extension View {
    /// Sets the default placement of sidebar-adaptable tab views within this view. Recorded.
    nonisolated public func defaultAdaptableTabBarPlacement(_ defaultPlacement: AdaptableTabBarPlacement = .automatic)
        -> some View
    {
        inert(".defaultAdaptableTabBarPlacement", defaultPlacement.description)
    }
}
