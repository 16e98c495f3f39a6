// Modifiers that shape the accessibility elements of a view: combining children, replacing
// the representation, and the large content viewer. Views they take are evaluated.

extension View {
    /// Creates a new accessibility element, or modifies the accessibility element
    /// represented by this view, with the given behaviour for its children. Recorded.
    nonisolated public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        inert(".accessibilityElement", children.description)
    }

    /// Replaces one or more accessibility elements for this view with new elements; the
    /// representation is evaluated.
    nonisolated public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V)
        -> some View
    {
        accessibility(".accessibilityRepresentation", views: representation())
    }

    /// Replaces the existing accessibility element's children with elements from `children`;
    /// they are evaluated.
    nonisolated public func accessibilityChildren<V: View>(@ViewBuilder children: () -> V) -> some View {
        accessibility(".accessibilityChildren", views: children())
    }

    /// Adds a default large content view to be shown by the large content viewer. Recorded.
    nonisolated public func accessibilityShowsLargeContentViewer() -> some View {
        inert(".accessibilityShowsLargeContentViewer")
    }

    /// Adds a custom large content view to be shown by the large content viewer; the view
    /// is evaluated.
    nonisolated public func accessibilityShowsLargeContentViewer<V: View>(@ViewBuilder _ largeContentView: () -> V)
        -> some View
    {
        accessibility(".accessibilityShowsLargeContentViewer", views: largeContentView())
    }
}
