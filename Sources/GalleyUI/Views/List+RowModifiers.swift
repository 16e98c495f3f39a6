// How a list draws its rows and sections: a row's background view, its insets, and the
// separators between rows and sections with their tints. Galley draws no list, so each one
// is recorded in the evaluated tree; a row's background view is also evaluated, after the
// row and in the same environment, as `background(_:alignment:)` evaluates its view.

extension View {
    /// Places a view behind this row of a list. The view is evaluated after the row, as a
    /// sibling of it; `nil` records the modifier and evaluates nothing.
    nonisolated public func listRowBackground<V: View>(_ view: V?) -> some View {
        modifier(LayeredModifier(".listRowBackground", layer: view))
    }

    /// Sets the insets of this row of a list; `nil` asks for the list style's own.
    /// Recorded.
    nonisolated public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        inert(
            ".listRowInsets",
            insets.map {
                "top: \($0.top), leading: \($0.leading), bottom: \($0.bottom), trailing: \($0.trailing)"
            })
    }

    /// Sets the insets of this row of a list on the given edges; `nil` asks for the list
    /// style's own. Recorded.
    nonisolated public func listRowInsets(_ edges: Edge.Set = .all, _ length: CGFloat?) -> some View {
        inert(".listRowInsets", length.map { "\($0)" })
    }

    /// Shows or hides the separators above and below this row of a list. Recorded.
    nonisolated public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        inert(".listRowSeparator", "\(visibility)")
    }

    /// Tints the separators above and below this row of a list; `nil` asks for the list
    /// style's color. Recorded.
    nonisolated public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        inert(".listRowSeparatorTint", color.map { detailStyle($0) })
    }

    /// Shows or hides the separators above and below this section of a list. Recorded.
    nonisolated public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all)
        -> some View
    {
        inert(".listSectionSeparator", "\(visibility)")
    }

    /// Tints the separators above and below this section of a list; `nil` asks for the list
    /// style's color. Recorded.
    nonisolated public func listSectionSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all)
        -> some View
    {
        inert(".listSectionSeparatorTint", color.map { detailStyle($0) })
    }
}
