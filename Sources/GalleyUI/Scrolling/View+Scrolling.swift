import Foundation

// Modifiers of scroll views. Galley scrolls nothing: each records its configuration in the
// evaluated tree; `scrollDismissesKeyboard(_:)` also writes `scrollDismissesKeyboardMode`,
// which views below read.

extension View {
    /// Sets the visibility of scroll indicators within this view.
    nonisolated public func scrollIndicators(
        _ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]
    ) -> some View {
        inert(".scrollIndicators", visibility.description)
    }

    /// Disables or enables scrolling in scrollable views.
    nonisolated public func scrollDisabled(_ disabled: Bool) -> some View { inert(".scrollDisabled", "\(disabled)") }

    /// Configures the behavior in which scrollable content interacts with the software keyboard.
    nonisolated public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View {
        modified(".scrollDismissesKeyboard", detail: mode.description) { context, _ in
            context.environment.scrollDismissesKeyboardMode = mode
        }
    }

    /// Specifies the visibility of the background for scrollable views within this view.
    nonisolated public func scrollContentBackground(_ visibility: Visibility) -> some View {
        inert(".scrollContentBackground", "\(visibility)")
    }

    /// Configures the bounce behavior of scrollable views along the specified axis.
    nonisolated public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical])
        -> some View
    {
        inert(".scrollBounceBehavior", behavior.description)
    }

    /// Sets whether a scroll view clips its content to its bounds.
    nonisolated public func scrollClipDisabled(_ disabled: Bool = true) -> some View {
        inert(".scrollClipDisabled", "\(disabled)")
    }

    /// Sets the scroll behavior of views scrollable in the provided axes.
    nonisolated public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View {
        inert(".scrollTargetBehavior", String(describing: type(of: behavior)))
    }

    /// Configures the outermost layout as a scroll target layout.
    nonisolated public func scrollTargetLayout(isEnabled: Bool = true) -> some View {
        inert(".scrollTargetLayout", isEnabled ? nil : "false")
    }

    /// Associates a binding to be updated when a scroll view within this view scrolls. No
    /// scroll view scrolls in Galley, so the binding is never written.
    nonisolated public func scrollPosition(id: Binding<(some Hashable)?>, anchor: UnitPoint? = nil) -> some View {
        inert(".scrollPosition")
    }

    /// Associates a binding to a scroll position with a scroll view within this view. No
    /// scroll view scrolls in Galley, so the binding is never written.
    nonisolated public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil) -> some View {
        inert(".scrollPosition")
    }

    /// Associates an anchor to control which part of the scroll view's content should be
    /// rendered by default.
    nonisolated public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View {
        inert(".defaultScrollAnchor", anchor.map { "\($0)" })
    }

    /// Associates an anchor to control the position of a scroll view in a particular circumstance.
    nonisolated public func defaultScrollAnchor(_ anchor: UnitPoint?, for role: ScrollAnchorRole) -> some View {
        inert(".defaultScrollAnchor", role.description)
    }

    /// Configures the content margin for a provided placement.
    nonisolated public func contentMargins(
        _ edges: Edge.Set = .all, _ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic
    ) -> some View {
        inert(".contentMargins", placement.description)
    }

    /// Configures the content margin for a provided placement.
    nonisolated public func contentMargins(
        _ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic
    ) -> some View {
        inert(".contentMargins", length.map { "\($0)" })
    }

    /// Configures the content margin for a provided placement.
    nonisolated public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic)
        -> some View
    {
        inert(".contentMargins", "\(length)")
    }

    /// Adds an action to be performed when a value, created from a scroll geometry, changes.
    /// No scroll geometry changes in Galley, so the action never runs.
    nonisolated public func onScrollGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (ScrollGeometry) -> T,
        action: @escaping (_ oldValue: T, _ newValue: T) -> Void
    ) -> some View {
        inert(".onScrollGeometryChange")
    }
}
