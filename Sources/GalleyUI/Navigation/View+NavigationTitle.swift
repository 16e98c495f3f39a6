// Navigation titles and the navigation bar. Recorded on the view: the preview shows the
// first `.navigationTitle` as its container's title. The deprecated bar modifiers are kept
// because older code still uses them; `navigationBarItems` evaluates its items like a
// toolbar's.

extension View {
    /// Configures the view's title for purposes of navigation, using a text view.
    nonisolated public func navigationTitle(_ title: Text) -> some View {
        inert(".navigationTitle", quoted(title.string))
    }

    /// Configures the view's title for purposes of navigation, using a localized string.
    nonisolated public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
        inert(".navigationTitle", quoted(titleKey.resolved))
    }

    /// Configures the view's title for purposes of navigation, using a string.
    nonisolated public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        inert(".navigationTitle", quoted(String(title)))
    }

    /// Configures the view's title for purposes of navigation, using a binding to an editable
    /// string.
    nonisolated public func navigationTitle(_ title: Binding<String>) -> some View {
        inert(".navigationTitle", quoted(title.wrappedValue))
    }

    /// Configures the view's title for purposes of navigation, using a custom view, which is
    /// evaluated.
    nonisolated public func navigationTitle<V: View>(@ViewBuilder _ title: () -> V) -> some View {
        modifier(AttachedContentModifier(name: ".navigationTitle", attached: title()))
    }

    /// Configures the view's subtitle for purposes of navigation, using a text view.
    nonisolated public func navigationSubtitle(_ subtitle: Text) -> some View {
        inert(".navigationSubtitle", quoted(subtitle.string))
    }

    /// Configures the view's subtitle for purposes of navigation, using a localized string.
    nonisolated public func navigationSubtitle(_ subtitleKey: LocalizedStringKey) -> some View {
        inert(".navigationSubtitle", quoted(subtitleKey.resolved))
    }

    /// Configures the view's subtitle for purposes of navigation, using a string.
    nonisolated public func navigationSubtitle<S: StringProtocol>(_ subtitle: S) -> some View {
        inert(".navigationSubtitle", quoted(String(subtitle)))
    }

    /// Configures the title display mode for this view.
    nonisolated public func navigationBarTitleDisplayMode(
        _ displayMode: NavigationBarItem.TitleDisplayMode
    ) -> some View {
        inert(".navigationBarTitleDisplayMode", "\(displayMode)")
    }

    /// Hides the navigation bar back button for the view.
    nonisolated public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        inert(".navigationBarBackButtonHidden", "\(hidesBackButton)")
    }

    /// Hides the navigation bar for this view.
    ///
    /// Deprecated in SwiftUI; kept for older code, without a warning (GalleyUI declares no availability).
    nonisolated public func navigationBarHidden(_ hidden: Bool) -> some View {
        inert(".navigationBarHidden", "\(hidden)")
    }

    /// Sets the title in the navigation bar for this view.
    ///
    /// Deprecated in SwiftUI; kept for older code, without a warning (GalleyUI declares no availability).
    nonisolated public func navigationBarTitle(_ title: Text) -> some View {
        inert(".navigationBarTitle", quoted(title.string))
    }

    /// Sets the title of this view's navigation bar with a localized string.
    ///
    /// Deprecated in SwiftUI; kept for older code, without a warning (GalleyUI declares no availability).
    nonisolated public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View {
        inert(".navigationBarTitle", quoted(titleKey.resolved))
    }

    /// Sets the title of this view's navigation bar with a string.
    ///
    /// Deprecated in SwiftUI; kept for older code, without a warning (GalleyUI declares no availability).
    nonisolated public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View {
        inert(".navigationBarTitle", quoted(String(title)))
    }

    /// Sets the title and display mode in the navigation bar for this view.
    ///
    /// Deprecated in SwiftUI; kept for older code, without a warning (GalleyUI declares no availability).
    nonisolated public func navigationBarTitle(
        _ title: Text, displayMode: NavigationBarItem.TitleDisplayMode
    ) -> some View {
        inert(".navigationBarTitle", quoted(title.string) + ", displayMode: \(displayMode)")
    }

    /// Sets the title and display mode in the navigation bar for this view, with a localized
    /// string.
    ///
    /// Deprecated in SwiftUI; kept for older code, without a warning (GalleyUI declares no availability).
    nonisolated public func navigationBarTitle(
        _ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode
    ) -> some View {
        inert(".navigationBarTitle", quoted(titleKey.resolved) + ", displayMode: \(displayMode)")
    }

    /// Sets the title and display mode in the navigation bar for this view, with a string.
    ///
    /// Deprecated in SwiftUI; kept for older code, without a warning (GalleyUI declares no availability).
    nonisolated public func navigationBarTitle<S: StringProtocol>(
        _ title: S, displayMode: NavigationBarItem.TitleDisplayMode
    ) -> some View {
        inert(".navigationBarTitle", quoted(String(title)) + ", displayMode: \(displayMode)")
    }

    /// Sets the navigation bar items for this view.
    ///
    /// Deprecated in SwiftUI; kept for older code, without a warning (GalleyUI declares no availability).
    nonisolated public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        modifier(AttachedContentModifier(name: ".navigationBarItems", attached: TupleView((leading, trailing))))
    }

    /// Sets the navigation bar items for this view.
    ///
    /// Deprecated in SwiftUI; kept for older code, without a warning (GalleyUI declares no availability).
    nonisolated public func navigationBarItems<L: View>(leading: L) -> some View {
        modifier(AttachedContentModifier(name: ".navigationBarItems", attached: leading))
    }

    /// Configures the navigation bar items for this view.
    ///
    /// Deprecated in SwiftUI; kept for older code, without a warning (GalleyUI declares no availability).
    nonisolated public func navigationBarItems<T: View>(trailing: T) -> some View {
        modifier(AttachedContentModifier(name: ".navigationBarItems", attached: trailing))
    }
}

/// A configuration for a navigation bar.
public struct NavigationBarItem: Sendable {
    /// A style for displaying the title of a navigation bar.
    public enum TitleDisplayMode: Sendable {
        /// Inherit the display mode from the previous navigation item.
        case automatic
        /// Display the title within the standard bounds of the navigation bar.
        case inline
        /// Display a large title within an expanded navigation bar.
        case large
    }
}
