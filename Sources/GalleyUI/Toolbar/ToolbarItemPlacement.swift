/// A structure that defines the placement of a toolbar item. Recorded as the item's detail.
public struct ToolbarItemPlacement: Sendable, CustomStringConvertible {
    /// The placement's name.
    public let description: String

    /// The system places the item automatically.
    public static let automatic = ToolbarItemPlacement(description: "automatic")
    /// The item is placed in the principal item section, the center of the bar.
    public static let principal = ToolbarItemPlacement(description: "principal")
    /// The item represents a navigation action.
    public static let navigation = ToolbarItemPlacement(description: "navigation")
    /// The item represents a primary action.
    public static let primaryAction = ToolbarItemPlacement(description: "primaryAction")
    /// The item represents a secondary action.
    public static let secondaryAction = ToolbarItemPlacement(description: "secondaryAction")
    /// The item represents a change in status for the current context.
    public static let status = ToolbarItemPlacement(description: "status")
    /// The item represents a confirmation action for a modal interface.
    public static let confirmationAction = ToolbarItemPlacement(description: "confirmationAction")
    /// The item represents a cancellation action for a modal interface.
    public static let cancellationAction = ToolbarItemPlacement(description: "cancellationAction")
    /// The item represents a destruction action for a modal interface.
    public static let destructiveAction = ToolbarItemPlacement(description: "destructiveAction")
    /// The item is placed in the keyboard section.
    public static let keyboard = ToolbarItemPlacement(description: "keyboard")
    /// Places the item in the leading edge of the top bar.
    public static let topBarLeading = ToolbarItemPlacement(description: "topBarLeading")
    /// Places the item in the trailing edge of the top bar.
    public static let topBarTrailing = ToolbarItemPlacement(description: "topBarTrailing")
    /// Places the item in the trailing edge of the top bar, pinned there when the bar's other
    /// items move to the overflow menu.
    public static let topBarPinnedTrailing = ToolbarItemPlacement(description: "topBarPinnedTrailing")
    /// Places the item in the bottom toolbar.
    public static let bottomBar = ToolbarItemPlacement(description: "bottomBar")
    /// Places the item in the leading edge of the navigation bar.
    ///
    /// Deprecated in SwiftUI; kept for older code, without a warning (GalleyUI declares no availability).
    public static let navigationBarLeading = ToolbarItemPlacement(description: "navigationBarLeading")
    /// Places the item in the trailing edge of the navigation bar.
    ///
    /// Deprecated in SwiftUI; kept for older code, without a warning (GalleyUI declares no availability).
    public static let navigationBarTrailing = ToolbarItemPlacement(description: "navigationBarTrailing")
}

/// The placement of a toolbar: the bar that toolbar modifiers configure.
public struct ToolbarPlacement: Sendable, CustomStringConvertible {
    /// The bar's name.
    public let description: String

    /// The primary toolbar, as the platform defines it.
    public static var automatic: ToolbarPlacement { .init(description: "automatic") }
    /// The bottom toolbar of an app.
    public static var bottomBar: ToolbarPlacement { .init(description: "bottomBar") }
    /// The navigation bar of an app.
    public static var navigationBar: ToolbarPlacement { .init(description: "navigationBar") }
    /// The tab bar of an app.
    public static var tabBar: ToolbarPlacement { .init(description: "tabBar") }
    /// The toolbar of a window.
    public static var windowToolbar: ToolbarPlacement { .init(description: "windowToolbar") }
}

/// The purpose of content that populates the toolbar.
public struct ToolbarRole: Sendable, CustomStringConvertible {
    /// The role's name.
    public let description: String

    /// The default role for the platform.
    public static var automatic: ToolbarRole { .init(description: "automatic") }
    /// The navigation stack role.
    public static var navigationStack: ToolbarRole { .init(description: "navigationStack") }
    /// The browser role.
    public static var browser: ToolbarRole { .init(description: "browser") }
    /// The editor role.
    public static var editor: ToolbarRole { .init(description: "editor") }
}

/// A type that defines the behavior of title of a toolbar.
public struct ToolbarTitleDisplayMode: Sendable, CustomStringConvertible {
    /// The mode's name.
    public let description: String

    /// The automatic mode.
    public static var automatic: ToolbarTitleDisplayMode { .init(description: "automatic") }
    /// The large mode, which displays the title in a larger font below the toolbar.
    public static var large: ToolbarTitleDisplayMode { .init(description: "large") }
    /// The inline large mode, which displays the title large but inline with the toolbar.
    public static var inlineLarge: ToolbarTitleDisplayMode { .init(description: "inlineLarge") }
    /// The inline mode, which displays the title in the toolbar's own font.
    public static var inline: ToolbarTitleDisplayMode { .init(description: "inline") }
}

/// A kind of toolbar item a view adds by default, which `toolbar(removing:)` can remove.
public struct ToolbarDefaultItemKind: Sendable, CustomStringConvertible {
    /// The kind's name.
    public let description: String

    /// The sidebar toggle toolbar item a navigation split view adds by default.
    public static let sidebarToggle = ToolbarDefaultItemKind(description: "sidebarToggle")
}
