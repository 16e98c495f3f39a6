// Accessibility properties: each is recorded in the evaluated tree by
// `AccessibilityAttachmentModifier`, with the value it sets.

extension View {
    /// Adds a label to the view that describes its contents.
    nonisolated public func accessibilityLabel(_ label: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        accessibility(".accessibilityLabel", quoted(label.string))
    }

    /// Adds a label to the view that describes its contents, from a localized string key.
    nonisolated public func accessibilityLabel(_ labelKey: LocalizedStringKey)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        accessibility(".accessibilityLabel", quoted(labelKey.resolved))
    }

    /// Adds a label to the view that describes its contents, from a string.
    @_disfavoredOverload
    nonisolated public func accessibilityLabel<S: StringProtocol>(_ label: S)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        accessibility(".accessibilityLabel", quoted(String(label)))
    }

    /// Communicates to the user what happens after performing the view's action.
    nonisolated public func accessibilityHint(_ hint: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibility(".accessibilityHint", quoted(hint.string))
    }

    /// Communicates to the user what happens after performing the view's action, from a
    /// localized string key.
    nonisolated public func accessibilityHint(_ hintKey: LocalizedStringKey)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        accessibility(".accessibilityHint", quoted(hintKey.resolved))
    }

    /// Communicates to the user what happens after performing the view's action, from a string.
    @_disfavoredOverload
    nonisolated public func accessibilityHint<S: StringProtocol>(_ hint: S)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        accessibility(".accessibilityHint", quoted(String(hint)))
    }

    /// Adds a textual description of the value that the view contains.
    nonisolated public func accessibilityValue(_ valueDescription: Text)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        accessibility(".accessibilityValue", quoted(valueDescription.string))
    }

    /// Adds a textual description of the value that the view contains, from a localized
    /// string key.
    nonisolated public func accessibilityValue(_ valueKey: LocalizedStringKey)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        accessibility(".accessibilityValue", quoted(valueKey.resolved))
    }

    /// Adds a textual description of the value that the view contains, from a string.
    @_disfavoredOverload
    nonisolated public func accessibilityValue<S: StringProtocol>(_ value: S)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        accessibility(".accessibilityValue", quoted(String(value)))
    }

    /// Specifies whether to hide this view from system accessibility features.
    nonisolated public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        accessibility(".accessibilityHidden", "\(hidden)")
    }

    /// Uses the string you specify to identify the view.
    nonisolated public func accessibilityIdentifier(_ identifier: String)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        accessibility(".accessibilityIdentifier", quoted(identifier))
    }

    /// Adds the given traits to the view.
    nonisolated public func accessibilityAddTraits(_ traits: AccessibilityTraits)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        accessibility(".accessibilityAddTraits", traits.description)
    }

    /// Removes the given traits from this view.
    nonisolated public func accessibilityRemoveTraits(_ traits: AccessibilityTraits)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        accessibility(".accessibilityRemoveTraits", traits.description)
    }

    /// Sets the sort priority order for this view's accessibility element, relative to
    /// other elements at the same level.
    nonisolated public func accessibilitySortPriority(_ sortPriority: Double)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        accessibility(".accessibilitySortPriority", "\(sortPriority)")
    }

    /// Sets alternate input labels with which users identify a view.
    nonisolated public func accessibilityInputLabels(_ inputLabels: [Text])
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        accessibility(".accessibilityInputLabels", inputLabels.map { quoted($0.string) }.joined(separator: ", "))
    }

    /// Sets alternate input labels, from localized string keys.
    nonisolated public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey])
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        accessibility(".accessibilityInputLabels", inputLabelKeys.map { quoted($0.resolved) }.joined(separator: ", "))
    }

    /// Sets alternate input labels, from strings.
    @_disfavoredOverload
    nonisolated public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S])
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        accessibility(".accessibilityInputLabels", inputLabels.map { quoted(String($0)) }.joined(separator: ", "))
    }

    /// Sets the accessibility level of this heading.
    nonisolated public func accessibilityHeading(_ level: AccessibilityHeadingLevel)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        accessibility(".accessibilityHeading", "\(level)")
    }

    /// Explicitly sets whether this accessibility element responds to user interaction.
    nonisolated public func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool = true)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        accessibility(".accessibilityRespondsToUserInteraction", "\(respondsToUserInteraction)")
    }
}
