// Accessibility actions. Galley has no assistive technology, so no action runs; each is
// recorded, and an action's label view is evaluated.

extension View {
    /// Adds an accessibility action to the view.
    nonisolated public func accessibilityAction(
        _ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibility(".accessibilityAction", actionKind.description)
    }

    /// Adds an accessibility action named by a text.
    nonisolated public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        accessibility(".accessibilityAction", quoted(name.string))
    }

    /// Adds an accessibility action named by a localized string key.
    nonisolated public func accessibilityAction(named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        accessibility(".accessibilityAction", quoted(nameKey.resolved))
    }

    /// Adds an accessibility action named by a string.
    @_disfavoredOverload
    nonisolated public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping () -> Void)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        accessibility(".accessibilityAction", quoted(String(name)))
    }

    /// Adds an accessibility action whose label is a view; the label is evaluated.
    nonisolated public func accessibilityAction<Label: View>(
        action: @escaping () -> Void, @ViewBuilder label: () -> Label
    ) -> some View {
        accessibility(".accessibilityAction", views: label())
    }

    /// Adds multiple accessibility actions to the view, from buttons and other actions in
    /// `content`; the content is evaluated.
    nonisolated public func accessibilityActions<Content: View>(@ViewBuilder _ content: () -> Content) -> some View {
        accessibility(".accessibilityActions", views: content())
    }

    /// Adds an accessibility adjustable action to the view.
    nonisolated public func accessibilityAdjustableAction(
        _ handler: @escaping (AccessibilityAdjustmentDirection) -> Void
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibility(".accessibilityAdjustableAction")
    }
}
