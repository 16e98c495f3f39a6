// The first accessibility modifiers, `accessibility(label:)` and its siblings (deprecated in
// SwiftUI in favour of `accessibilityLabel(_:)` and the rest), the forms that take an
// `isEnabled` flag, and the methods of `ModifiedContent` that add a property to an
// accessibility modifier already applied. Each records the property it sets, as the current
// modifiers do, under the current modifier's name.

extension View {
    /// Adds a label to the view that describes its contents (deprecated; use
    /// `accessibilityLabel(_:)`).
    nonisolated public func accessibility(label: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibility(".accessibilityLabel", quoted(label.string))
    }

    /// Communicates to the user what happens after performing the view's action
    /// (deprecated; use `accessibilityHint(_:)`).
    nonisolated public func accessibility(hint: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibility(".accessibilityHint", quoted(hint.string))
    }

    /// Adds a textual description of the value that the view contains (deprecated; use
    /// `accessibilityValue(_:)`).
    nonisolated public func accessibility(value: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibility(".accessibilityValue", quoted(value.string))
    }

    /// Specifies whether to hide this view from system accessibility features (deprecated;
    /// use `accessibilityHidden(_:)`).
    nonisolated public func accessibility(hidden: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibility(".accessibilityHidden", "\(hidden)")
    }

    /// Adds the given traits to the view (deprecated; use `accessibilityAddTraits(_:)`).
    nonisolated public func accessibility(addTraits traits: AccessibilityTraits)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        accessibility(".accessibilityAddTraits", traits.description)
    }

    /// Removes the given traits from this view (deprecated; use
    /// `accessibilityRemoveTraits(_:)`).
    nonisolated public func accessibility(removeTraits traits: AccessibilityTraits)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        accessibility(".accessibilityRemoveTraits", traits.description)
    }

    /// Uses the string you specify to identify the view (deprecated; use
    /// `accessibilityIdentifier(_:)`).
    nonisolated public func accessibility(identifier: String) -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        accessibility(".accessibilityIdentifier", quoted(identifier))
    }

    /// Adds a label to the view that describes its contents, when `isEnabled` is true; a
    /// disabled label is recorded as such.
    nonisolated public func accessibilityLabel(_ label: Text, isEnabled: Bool)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        accessibility(".accessibilityLabel", quoted(label.string) + (isEnabled ? "" : " disabled"))
    }

    /// Adds a label to the view that describes its contents, from a localized string key,
    /// when `isEnabled` is true.
    nonisolated public func accessibilityLabel(_ labelKey: LocalizedStringKey, isEnabled: Bool)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        accessibility(".accessibilityLabel", quoted(labelKey.resolved) + (isEnabled ? "" : " disabled"))
    }

    /// Adds a label to the view that describes its contents, from a string, when
    /// `isEnabled` is true.
    @_disfavoredOverload
    nonisolated public func accessibilityLabel<S: StringProtocol>(_ label: S, isEnabled: Bool)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        accessibility(".accessibilityLabel", quoted(String(label)) + (isEnabled ? "" : " disabled"))
    }

    /// Communicates to the user what happens after performing the view's action, when
    /// `isEnabled` is true.
    nonisolated public func accessibilityHint(_ hint: Text, isEnabled: Bool)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        accessibility(".accessibilityHint", quoted(hint.string) + (isEnabled ? "" : " disabled"))
    }

    /// Communicates to the user what happens after performing the view's action, from a
    /// localized string key, when `isEnabled` is true.
    nonisolated public func accessibilityHint(_ hintKey: LocalizedStringKey, isEnabled: Bool)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        accessibility(".accessibilityHint", quoted(hintKey.resolved) + (isEnabled ? "" : " disabled"))
    }

    /// Communicates to the user what happens after performing the view's action, from a
    /// string, when `isEnabled` is true.
    @_disfavoredOverload
    nonisolated public func accessibilityHint<S: StringProtocol>(_ hint: S, isEnabled: Bool)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        accessibility(".accessibilityHint", quoted(String(hint)) + (isEnabled ? "" : " disabled"))
    }
}

extension ModifiedContent where Modifier == AccessibilityAttachmentModifier {
    /// This accessibility modifier with one more property.
    nonisolated private func adding(_ name: String, _ detail: String?) -> ModifiedContent<Content, Modifier> {
        ModifiedContent(content: content, modifier: modifier.adding(name, detail))
    }

    /// Adds a label to the view that describes its contents.
    nonisolated public func accessibilityLabel(_ label: Text) -> ModifiedContent<Content, Modifier> {
        adding(".accessibilityLabel", quoted(label.string))
    }

    /// Adds a label to the view that describes its contents, from a localized string key.
    nonisolated public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> ModifiedContent<Content, Modifier> {
        adding(".accessibilityLabel", quoted(labelKey.resolved))
    }

    /// Adds a label to the view that describes its contents, from a string.
    @_disfavoredOverload
    nonisolated public func accessibilityLabel<S: StringProtocol>(_ label: S) -> ModifiedContent<Content, Modifier> {
        adding(".accessibilityLabel", quoted(String(label)))
    }

    /// Uses the string you specify to identify the view.
    nonisolated public func accessibilityIdentifier(_ identifier: String) -> ModifiedContent<Content, Modifier> {
        adding(".accessibilityIdentifier", quoted(identifier))
    }

    /// Removes the given traits from this view.
    nonisolated public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> ModifiedContent<
        Content, Modifier
    > {
        adding(".accessibilityRemoveTraits", traits.description)
    }

    /// Adds the given traits to the view (deprecated; use `accessibilityAddTraits(_:)`).
    nonisolated public func accessibility(addTraits traits: AccessibilityTraits) -> ModifiedContent<Content, Modifier> {
        adding(".accessibilityAddTraits", traits.description)
    }

    /// Removes the given traits from this view (deprecated; use
    /// `accessibilityRemoveTraits(_:)`).
    nonisolated public func accessibility(removeTraits traits: AccessibilityTraits) -> ModifiedContent<
        Content, Modifier
    > {
        adding(".accessibilityRemoveTraits", traits.description)
    }

    /// Uses the string you specify to identify the view (deprecated; use
    /// `accessibilityIdentifier(_:)`).
    nonisolated public func accessibility(identifier: String) -> ModifiedContent<Content, Modifier> {
        adding(".accessibilityIdentifier", quoted(identifier))
    }

    /// Adds a textual description of the value that the view contains (deprecated; use
    /// `accessibilityValue(_:)`).
    nonisolated public func accessibility(value: Text) -> ModifiedContent<Content, Modifier> {
        adding(".accessibilityValue", quoted(value.string))
    }
}

/// Accessibility technologies available to the system.
public struct AccessibilityTechnologies: OptionSet, Sendable {
    /// The technologies as bits.
    public let rawValue: Int
    /// Creates a set of technologies from bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Creates an empty set of technologies.
    public init() { rawValue = 0 }
    /// The VoiceOver screen reader.
    public static let voiceOver = AccessibilityTechnologies(rawValue: 1 << 0)
    /// Switch Control.
    public static let switchControl = AccessibilityTechnologies(rawValue: 1 << 1)
}
