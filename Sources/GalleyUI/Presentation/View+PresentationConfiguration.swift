// Modifiers that configure the presentation their view is shown in: detents, drag indicator,
// background, corners, interactions, adaptation. Galley records each on the presented
// content; none changes what is evaluated, except `presentationBackground(content:)`, whose
// view is evaluated like a background layer.

extension View {
    /// Sets the available detents for the enclosing sheet.
    nonisolated public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        inert(".presentationDetents", Self.describeDetents(detents))
    }

    /// Sets the available detents for the enclosing sheet, giving you programmatic control of
    /// the currently selected detent.
    nonisolated public func presentationDetents(
        _ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>
    ) -> some View {
        inert(
            ".presentationDetents",
            Self.describeDetents(detents) + ", selection: \(selection.wrappedValue)")
    }

    /// Sets the visibility of the drag indicator on top of a sheet.
    nonisolated public func presentationDragIndicator(_ visibility: Visibility) -> some View {
        inert(".presentationDragIndicator", "\(visibility)")
    }

    /// Sets the presentation background of the enclosing sheet using a shape style.
    nonisolated public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View {
        inert(".presentationBackground", "\(style)")
    }

    /// Sets the presentation background of the enclosing sheet to a custom view.
    nonisolated public func presentationBackground<V: View>(
        alignment: Alignment = .center, @ViewBuilder content: () -> V
    ) -> some View {
        modifier(AttachedContentModifier(name: ".presentationBackground", attached: content()))
    }

    /// Requests that the presentation have a specific corner radius.
    nonisolated public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View {
        inert(".presentationCornerRadius", cornerRadius.map { "\($0)" } ?? "nil")
    }

    /// Controls whether people can interact with the view behind a presentation.
    nonisolated public func presentationBackgroundInteraction(
        _ interaction: PresentationBackgroundInteraction
    ) -> some View {
        inert(".presentationBackgroundInteraction", "\(interaction)")
    }

    /// Configures the behavior of swipe gestures on a presentation.
    nonisolated public func presentationContentInteraction(
        _ behavior: PresentationContentInteraction
    ) -> some View {
        inert(".presentationContentInteraction", "\(behavior)")
    }

    /// Specifies how to adapt a presentation to compact size classes.
    nonisolated public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation)
        -> some View
    {
        inert(".presentationCompactAdaptation", "\(adaptation)")
    }

    /// Specifies how to adapt a presentation to horizontally and vertically compact size classes.
    nonisolated public func presentationCompactAdaptation(
        horizontal horizontalAdaptation: PresentationAdaptation,
        vertical verticalAdaptation: PresentationAdaptation
    ) -> some View {
        inert(
            ".presentationCompactAdaptation",
            "horizontal: \(horizontalAdaptation), vertical: \(verticalAdaptation)")
    }

    /// Sets the sizing of the containing presentation.
    nonisolated public func presentationSizing(_ sizing: some PresentationSizing) -> some View {
        inert(".presentationSizing", "\(sizing)")
    }

    /// Conditionally prevents interactive dismissal of presentations like popovers, sheets,
    /// and inspectors.
    nonisolated public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        inert(".interactiveDismissDisabled", "\(isDisabled)")
    }

    nonisolated private static func describeDetents(_ detents: Set<PresentationDetent>) -> String {
        "[" + detents.map(\.description).sorted().joined(separator: ", ") + "]"
    }
}
