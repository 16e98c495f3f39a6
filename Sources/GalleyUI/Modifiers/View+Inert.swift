// Modifiers of layout, drawing, styling and accessibility. They are recorded in the
// evaluated tree and have no other effect: Galley models data flow, not rendering.

extension View {
    /// Applies a bold font weight to the text in this view.
    public func bold(_ isActive: Bool = true) -> some View {
        inert(".bold", isActive ? nil : "false")
    }
    /// Applies italics to the text in this view.
    public func italic(_ isActive: Bool = true) -> some View {
        inert(".italic", isActive ? nil : "false")
    }
    /// Sets the font weight of the text in this view.
    public func fontWeight(_ weight: Font.Weight?) -> some View {
        inert(".fontWeight", weight.map(\.description))
    }
    /// Modifies the fonts of all child views to use fixed-width digits.
    public func monospacedDigit() -> some View { inert(".monospacedDigit") }
    /// Binds a view's identity to the given proxy value.
    public func id<ID: Hashable>(_ id: ID) -> some View { inert(".id", "\(id)") }
    /// Configures the view's title for purposes of navigation.
    public func navigationTitle(_ title: Text) -> some View {
        inert(".navigationTitle", "\"\(title.string)\"")
    }
    /// Configures the view's title for purposes of navigation, using a string.
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
        inert(".navigationTitle", "\"\(titleKey.resolved)\"")
    }
    /// Configures the view's title for purposes of navigation, using a string.
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        inert(".navigationTitle", "\"\(title)\"")
    }
    /// Adds a label to the view that describes its contents.
    public func accessibilityLabel(_ label: Text) -> some View {
        inert(".accessibilityLabel", "\"\(label.string)\"")
    }
    /// Adds a label to the view that describes its contents.
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View {
        inert(".accessibilityLabel", "\"\(labelKey.resolved)\"")
    }
    /// Adds a label to the view that describes its contents.
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
        inert(".accessibilityLabel", "\"\(label)\"")
    }
    /// Communicates to the user what happens after performing the view's action.
    public func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View {
        inert(".accessibilityHint", "\"\(hintKey.resolved)\"")
    }
    /// Specifies whether to hide this view from system accessibility features.
    public func accessibilityHidden(_ hidden: Bool) -> some View {
        inert(".accessibilityHidden", "\(hidden)")
    }
    /// Defines a keyboard shortcut and assigns it to the modified control.
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command)
        -> some View
    {
        inert(".keyboardShortcut", "\(key.character.debugDescription)")
    }
    /// Adds an action to perform when this view recognizes a tap gesture. Never tapped in Galley.
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        inert(".onTapGesture")
    }
    /// Adds an action to perform when the user submits a value to this view. Never submitted in Galley.
    public func onSubmit(_ action: @escaping () -> Void) -> some View { inert(".onSubmit") }
    /// Hides the labels of any controls contained within this view.
    public func labelsHidden() -> some View { inert(".labelsHidden") }
    /// Generates a badge for the view from an integer value.
    public func badge(_ count: Int) -> some View { inert(".badge", "\(count)") }
    /// Generates a badge for the view from a text label.
    public func badge(_ label: Text?) -> some View {
        inert(".badge", label.map { "\"\($0.string)\"" })
    }
    /// Marks the view as containing sensitive, private user data.
    public func redacted(reason: RedactionReasons) -> some View { inert(".redacted") }
    /// Sets the style for lists within this view.
    public func listStyle<S: ListStyle>(_ style: S) -> some View { inert(".listStyle", "\(style)") }
    /// Sets the style for buttons within this view.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        inert(".buttonStyle", "\(style)")
    }
    /// Sets the style for text fields within this view.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        inert(".textFieldStyle", "\(style)")
    }
    /// Sets the style for pickers within this view.
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        inert(".pickerStyle", "\(style)")
    }
    /// Provides a textual hint for the view.
    public func help(_ textKey: LocalizedStringKey) -> some View {
        inert(".help", "\"\(textKey.resolved)\"")
    }
    /// Sets the tab bar item associated with this view.
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View { inert(".tabItem") }
}

/// The reasons to apply a redaction to data displayed on screen.
public struct RedactionReasons: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: Int
    /// Creates reasons from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Displayed data should appear as generic placeholders.
    public static let placeholder = RedactionReasons(rawValue: 1)
    /// Displayed data should be obscured to protect private information.
    public static let privacy = RedactionReasons(rawValue: 2)
}

/// `background { }` and `overlay { }`: the layer is evaluated after the content, in the
/// same environment, as a sibling of it under the modifier's node.
struct LayerModifier<Layer: View>: ViewModifier, PrimitiveModifier {
    let name: String
    let layer: Layer

    func body(content: Content) -> Never { primitiveBody(Self.self) }

    func evaluate(
        in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext,
        content: @escaping @MainActor (ViewNode, EvaluationContext) -> Void
    ) {
        let node = evaluator.makeNode(name, parent: parent, context: context)
        content(node, context.inside(node))
        evaluator.evaluate(layer, parent: node, context: context.insideContainer(node).at(".layer"))
    }
}
