// Search, list row actions, refresh, context menus and confirmation dialogs. Galley has no
// user input: none of these is ever triggered. Action views (swipe actions, context menu
// items) are evaluated like a `background { }` layer, so their environment reads are
// recorded; the search text is recorded as the field shows it. Every modifier here is
// `nonisolated`, as SwiftUI declares it.

extension View {
    /// Marks this view as searchable, which configures the display of a search field.
    nonisolated public func searchable(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
    ) -> some View {
        inert(".searchable", quoted(text.wrappedValue) + ", placement: \(placement.name)")
    }

    /// Marks this view as searchable, with a prompt from a localized string key.
    nonisolated public func searchable(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic,
        prompt: LocalizedStringKey
    ) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// Marks this view as searchable, with a prompt from a string.
    nonisolated public func searchable<S: StringProtocol>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S
    ) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// Adds custom swipe actions to a row in a list. The actions are evaluated, never run.
    nonisolated public func swipeActions<T: View>(
        edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
        @ViewBuilder content: () -> T
    ) -> some View {
        modifier(LayerModifier(name: ".swipeActions", layer: content()))
    }

    /// Marks this view as refreshable. The action is never run.
    nonisolated public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
        inert(".refreshable")
    }

    /// Adds a context menu to a view. The items are evaluated, never chosen.
    nonisolated public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
        modifier(LayerModifier(name: ".contextMenu", layer: menuItems()))
    }

    /// Presents a confirmation dialog when a given condition is true. Like `alert`, its actions
    /// are never chosen.
    nonisolated public func confirmationDialog<A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
        titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
    ) -> some View {
        inert(
            ".confirmationDialog",
            "\"\(titleKey.resolved)\"" + (isPresented.wrappedValue ? " (presented)" : ""))
    }

    /// Configures the title display mode for this view. SwiftUI declares it on iOS, iPadOS,
    /// watchOS and visionOS only (not macOS or tvOS); GalleyUI declares it everywhere and records it.
    nonisolated public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode)
        -> some View
    {
        inert(".navigationBarTitleDisplayMode", "\(displayMode)")
    }
}

/// The placement of a search field in a view hierarchy.
public struct SearchFieldPlacement: Sendable {
    let name: String
    public static let automatic = SearchFieldPlacement(name: "automatic")
    public static let toolbar = SearchFieldPlacement(name: "toolbar")
    public static let sidebar = SearchFieldPlacement(name: "sidebar")
    public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")
}

/// A configuration for a navigation bar.
public struct NavigationBarItem: Sendable {
    /// A style for displaying the title of a navigation bar.
    public enum TitleDisplayMode: Sendable {
        case automatic, inline, large
    }
}

/// An edge on the horizontal axis.
public enum HorizontalEdge: Int8, CaseIterable, Hashable, Sendable {
    case leading, trailing
}

/// The visibility of a UI element, chosen automatically based on the platform and context.
public enum Visibility: Hashable, CaseIterable, Sendable {
    case automatic, visible, hidden
}
