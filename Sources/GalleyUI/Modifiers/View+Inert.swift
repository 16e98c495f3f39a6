// Modifiers of layout, drawing, styling and accessibility. They are recorded in the
// evaluated tree and have no other effect: Galley models data flow, not rendering.

/// A keyboard shortcut's modifier keys.
public struct EventModifiers: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: Int
    /// Creates modifiers from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let command = EventModifiers(rawValue: 1)
    public static let shift = EventModifiers(rawValue: 2)
    public static let option = EventModifiers(rawValue: 4)
    public static let control = EventModifiers(rawValue: 8)
    public static let all: EventModifiers = [.command, .shift, .option, .control]
}

/// A key for keyboard shortcuts.
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
    let character: Character
    /// Creates a key from a character.
    public init(_ character: Character) { self.character = character }
    /// Creates a key from a character literal.
    public init(extendedGraphemeClusterLiteral character: Character) { self.character = character }
    public static let `return` = KeyEquivalent("\r")
    public static let escape = KeyEquivalent("\u{1B}")
    public static let delete = KeyEquivalent("\u{8}")
    public static let space = KeyEquivalent(" ")
    public static let tab = KeyEquivalent("\t")
}

extension View {
    /// Adds padding to the specified edges of this view.
    public func padding(_ edges: Edge.Set = .all, _ length: Double? = nil) -> some View {
        modified(".padding", detail: length.map { "\($0)" }) { _, node in
            node.attributes["edges"] = String(edges.rawValue)
        }
    }
    /// Adds padding of the given length to all edges.
    public func padding(_ length: Double) -> some View { inert(".padding", "\(length)") }
    /// Positions this view within an invisible frame with the specified size.
    public func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center)
        -> some View
    {
        inert(
            ".frame",
            [width.map { "width: \($0)" }, height.map { "height: \($0)" }].compactMap { $0 }.joined(
                separator: ", "))
    }
    /// Positions this view within an invisible frame having the specified size constraints.
    public func frame(
        minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
        minHeight: Double? = nil,
        idealHeight: Double? = nil, maxHeight: Double? = nil, alignment: Alignment = .center
    ) -> some View { inert(".frame") }
    /// Sets the tint color within this view.
    public func tint(_ tint: Color?) -> some View { inert(".tint", tint.map(\.description) ?? "nil") }
    /// Sets the tint within this view to a shape style.
    public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        inert(".tint", tint.map { "\($0)" } ?? "nil")
    }
    /// Sets the style for foreground elements.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        inert(".foregroundStyle", "\(style)")
    }
    /// Sets the color of the foreground elements displayed by this view.
    public func foregroundColor(_ color: Color?) -> some View {
        inert(".foregroundColor", color.map(\.description) ?? "nil")
    }
    /// Sets the view's background to a style.
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
        -> some View
    {
        inert(".background", "\(style)")
    }
    /// Layers the views that you specify behind this view.
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
        -> some View
    {
        overlaying(".background", content())
    }
    /// Layers the views that you specify in front of this view.
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
        -> some View
    {
        overlaying(".overlay", content())
    }
    /// Sets the transparency of this view.
    public func opacity(_ opacity: Double) -> some View { inert(".opacity", "\(opacity)") }
    /// Clips this view to its bounding frame, with the specified corner radius.
    public func cornerRadius(_ radius: Double, antialiased: Bool = true) -> some View {
        inert(".cornerRadius", "\(radius)")
    }
    /// Adds a shadow to this view.
    public func shadow(color: Color = .black, radius: Double, x: Double = 0, y: Double = 0)
        -> some View
    {
        inert(".shadow", "\(radius)")
    }
    /// Scales this view's rendered output by the given amount.
    public func scaleEffect(_ scale: Double, anchor: Alignment = .center) -> some View {
        inert(".scaleEffect", "\(scale)")
    }
    /// Offsets this view by the specified horizontal and vertical distances.
    public func offset(x: Double = 0, y: Double = 0) -> some View { inert(".offset") }
    /// Fixes this view at its ideal size.
    public func fixedSize() -> some View { inert(".fixedSize") }
    /// Expands the view out of its safe area.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        inert(".ignoresSafeArea")
    }
    /// Sets the priority by which a parent layout should apportion space to this child.
    public func layoutPriority(_ value: Double) -> some View { inert(".layoutPriority", "\(value)") }
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
    /// Provides a textual hint for the view.
    public func help(_ textKey: LocalizedStringKey) -> some View {
        inert(".help", "\"\(textKey.resolved)\"")
    }
    /// Sets the tab bar item associated with this view.
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View { inert(".tabItem") }

    private func overlaying<V: View>(_ name: String, _ layer: V) -> some View {
        modifier(LayerModifier(name: name, layer: layer))
    }
}

/// A set of symbolic safe area regions.
public struct SafeAreaRegions: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Creates regions from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The safe area defined by the device and containers within the user interface.
    public static let container = SafeAreaRegions(rawValue: 1)
    /// The safe area matching the current extent of any software keyboard.
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    /// All safe area regions.
    public static let all: SafeAreaRegions = [.container, .keyboard]
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
