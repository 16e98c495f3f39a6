// Search, list row actions, refresh and context menus. Galley has no user input: no search is
// ever under way, no row is swiped, no refresh is pulled. Action views (swipe actions,
// context menu items) are attached like a background layer, so their environment reads are
// recorded; search suggestions and scopes show only while searching, so they are not
// evaluated. `refreshable(action:)` places its action in the environment as `refresh`.
// Every modifier here is `nonisolated`, as SwiftUI declares it.

extension View {
    /// Marks this view as searchable, which configures the display of a search field.
    nonisolated public func searchable(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
    ) -> some View {
        inert(".searchable", quoted(text.wrappedValue) + ", placement: \(placement)")
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

    /// Marks this view as searchable with programmatic presentation of the search field.
    nonisolated public func searchable(
        text: Binding<String>, isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
    ) -> some View {
        inert(
            ".searchable",
            quoted(text.wrappedValue) + ", isPresented: \(isPresented.wrappedValue), placement: \(placement)")
    }

    /// Marks this view as searchable with programmatic presentation of the search field, with
    /// a prompt from a localized string key.
    nonisolated public func searchable(
        text: Binding<String>, isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey
    ) -> some View {
        searchable(text: text, isPresented: isPresented, placement: placement, prompt: Text(prompt))
    }

    /// Marks this view as searchable with programmatic presentation of the search field, with
    /// a prompt from a string.
    nonisolated public func searchable<S: StringProtocol>(
        text: Binding<String>, isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic, prompt: S
    ) -> some View {
        searchable(text: text, isPresented: isPresented, placement: placement, prompt: Text(prompt))
    }

    /// Marks this view as searchable, with text and tokens.
    nonisolated public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
        prompt: Text? = nil, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        inert(
            ".searchable",
            quoted(text.wrappedValue) + ", tokens: \(tokens.wrappedValue.count), placement: \(placement)")
    }

    /// Marks this view as searchable, with text and tokens and a prompt from a localized
    /// string key.
    nonisolated public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
        prompt: LocalizedStringKey, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, tokens: tokens, placement: placement, prompt: Text(prompt), token: token)
    }

    /// Marks this view as searchable, with text and tokens and a prompt from a string.
    nonisolated public func searchable<
        C: RandomAccessCollection & RangeReplaceableCollection, T: View, S: StringProtocol
    >(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
        prompt: S, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, tokens: tokens, placement: placement, prompt: Text(prompt), token: token)
    }

    /// Marks this view as searchable, with suggestions shown while searching.
    ///
    /// Deprecated in SwiftUI; kept for older code, without a warning (GalleyUI declares no availability).
    nonisolated public func searchable<S: View>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
        @ViewBuilder suggestions: () -> S
    ) -> some View {
        searchable(text: text, placement: placement, prompt: prompt)
    }

    /// Marks this view as searchable, with a prompt from a localized string key and
    /// suggestions, which show only while searching and so are not evaluated.
    nonisolated public func searchable<S: View>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
        @ViewBuilder suggestions: () -> S
    ) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// Marks this view as searchable, with a prompt from a string and suggestions, which show
    /// only while searching and so are not evaluated.
    nonisolated public func searchable<V: View, S: StringProtocol>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S,
        @ViewBuilder suggestions: () -> V
    ) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// Configures the search suggestions for this view, shown while searching.
    nonisolated public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View {
        inert(".searchSuggestions")
    }

    /// Configures how to display search suggestions within this view.
    nonisolated public func searchSuggestions(
        _ visibility: Visibility, for placements: SearchSuggestionsPlacement.Set
    ) -> some View {
        inert(".searchSuggestions", "\(visibility)")
    }

    /// Associates a fully formed string with the value of this view when used as a search
    /// suggestion.
    nonisolated public func searchCompletion(_ completion: String) -> some View {
        inert(".searchCompletion", quoted(completion))
    }

    /// Associates a search token with the value of this view when used as a search suggestion.
    nonisolated public func searchCompletion<T: Identifiable>(_ token: T) -> some View {
        inert(".searchCompletion", describe(token))
    }

    /// Configures the search scopes for this view, shown while searching.
    nonisolated public func searchScopes<V: Hashable, S: View>(
        _ scope: Binding<V>, @ViewBuilder scopes: () -> S
    ) -> some View {
        inert(".searchScopes", describe(scope.wrappedValue))
    }

    /// Marks this view as refreshable, placing the action in the environment as `refresh`.
    /// Nothing pulls to refresh in Galley, but a view below may call the action.
    nonisolated public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
        modified(".refreshable") { context, _ in
            context.environment[RefreshKey.self] = RefreshAction(action: action)
        }
    }

    /// Adds custom swipe actions to a row in a list. The actions are evaluated, never run.
    nonisolated public func swipeActions<T: View>(
        edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
        @ViewBuilder content: () -> T
    ) -> some View {
        modifier(AttachedContentModifier(name: ".swipeActions", attached: content()))
    }

    /// Adds a context menu to a view. The items are evaluated, never chosen.
    nonisolated public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
        modifier(AttachedContentModifier(name: ".contextMenu", attached: menuItems()))
    }
}

/// The placement of a search field in a view hierarchy.
public struct SearchFieldPlacement: Sendable, CustomStringConvertible {
    /// The placement's name.
    public let description: String

    /// SearchUI places the search field automatically.
    public static let automatic = SearchFieldPlacement(description: "automatic")
    /// The search field is placed in the toolbar.
    public static let toolbar = SearchFieldPlacement(description: "toolbar")
    /// The search field is placed in the sidebar of a navigation view.
    public static let sidebar = SearchFieldPlacement(description: "sidebar")
    /// The search field is placed in a drawer of the navigation bar.
    public static let navigationBarDrawer = SearchFieldPlacement(description: "navigationBarDrawer")

    /// The search field is placed in a drawer of the navigation bar, displayed as the mode says.
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode)
        -> SearchFieldPlacement
    {
        SearchFieldPlacement(description: "navigationBarDrawer(displayMode: \(displayMode))")
    }

    /// A mode of displaying the search field in a navigation bar drawer.
    public struct NavigationBarDrawerDisplayMode: Sendable, CustomStringConvertible {
        /// The mode's name.
        public let description: String
        /// Display the search field in the drawer as the platform decides.
        public static let automatic = NavigationBarDrawerDisplayMode(description: "automatic")
        /// Always display the search field regardless of the scroll activity.
        public static let always = NavigationBarDrawerDisplayMode(description: "always")
    }
}

/// A type that specifies where search suggestions are shown.
public struct SearchSuggestionsPlacement: Equatable, Sendable, CustomStringConvertible {
    /// The placement's name.
    public let description: String
    /// Search suggestions render automatically based on the surrounding context.
    public static var automatic: SearchSuggestionsPlacement { .init(description: "automatic") }
    /// Search suggestions render inside the content of the searchable view.
    public static var content: SearchSuggestionsPlacement { .init(description: "content") }
    /// Search suggestions render in a menu attached to the search field.
    public static var menu: SearchSuggestionsPlacement { .init(description: "menu") }

    /// An efficient set of search suggestion placements.
    public struct Set: OptionSet, Sendable {
        /// The raw bits.
        public var rawValue: UInt8
        /// Creates a set from raw bits.
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        /// A set containing the menu placement.
        public static var menu: Set { Set(rawValue: 1) }
        /// A set containing the content placement.
        public static var content: Set { Set(rawValue: 2) }
    }
}

/// An edge on the horizontal axis.
public enum HorizontalEdge: Int8, CaseIterable, Hashable, Sendable {
    case leading, trailing
}
