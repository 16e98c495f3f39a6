/// The appearance and behavior of a toggle.
///
/// Galley evaluates a custom style's `makeBody(configuration:)` wherever a toggle below
/// `toggleStyle(_:)` is evaluated; writing `configuration.isOn` writes the toggle's binding.
@MainActor @preconcurrency public protocol ToggleStyle {
    /// The view a style makes for a toggle.
    associatedtype Body: View
    /// Makes the view that stands for a toggle, from its configuration.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    /// The properties of a toggle.
    typealias Configuration = ToggleStyleConfiguration
}

/// The properties of a toggle that a `ToggleStyle` makes a body for.
nonisolated public struct ToggleStyleConfiguration {
    /// A type-erased label of a toggle.
    @MainActor @preconcurrency public struct Label: View {
        let content: StyleContent
        /// A label has no body; it evaluates the toggle's label where the style puts it.
        public var body: Never { primitiveBody(Self.self) }
    }

    /// A view that describes the effect of switching the toggle between states.
    public let label: ToggleStyleConfiguration.Label
    /// A binding to a state property that indicates whether the toggle is on.
    @Binding public var isOn: Bool
    /// Whether the toggle stands for several sources that are not all in the same state.
    public var isMixed: Bool
}

extension ToggleStyleConfiguration.Label: PrimitiveView {
    package func evaluate(in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext) {
        content.place("ToggleStyleConfiguration.Label", in: evaluator, parent: parent, context: context)
    }
}

/// The `ToggleStyle` below a `toggleStyle(_:)` modifier.
struct ToggleStyleKey: EnvironmentKey {
    static var defaultValue: ResolvedStyle<ToggleStyleConfiguration>? { nil }
}

extension View {
    /// Sets the style for toggles in a view hierarchy.
    nonisolated public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        let resolved = ResolvedStyle(style) { $0.makeBody(configuration: $1) }
        return modified(".toggleStyle", detail: resolved.description) { context, _ in
            context.environment[ToggleStyleKey.self] = resolved
        }
    }
}

/// The default toggle style.
nonisolated public struct DefaultToggleStyle: ToggleStyle, BuiltInStyle {
    /// Creates a default toggle style.
    public init() {}
    /// The toggle's label.
    @MainActor public func makeBody(configuration: Configuration) -> some View { configuration.label }
    var styleName: String { "automatic" }
}

/// A toggle style that displays a leading label and a trailing switch.
nonisolated public struct SwitchToggleStyle: ToggleStyle, BuiltInStyle {
    /// Creates a switch toggle style.
    public init() {}
    /// Creates a switch style with a tint color (deprecated in SwiftUI; use `tint(_:)`).
    public init(tint: Color) {}
    /// The toggle's label.
    @MainActor public func makeBody(configuration: Configuration) -> some View { configuration.label }
    var styleName: String { "switch" }
}

/// A toggle style that displays as a button with its label as a title.
nonisolated public struct ButtonToggleStyle: ToggleStyle, BuiltInStyle {
    /// Creates a button toggle style.
    public init() {}
    /// The toggle's label.
    @MainActor public func makeBody(configuration: Configuration) -> some View { configuration.label }
    var styleName: String { "button" }
}

/// A toggle style that displays a checkbox followed by its label (macOS).
nonisolated public struct CheckboxToggleStyle: ToggleStyle, BuiltInStyle {
    /// Creates a checkbox toggle style.
    public init() {}
    /// The toggle's label.
    @MainActor public func makeBody(configuration: Configuration) -> some View { configuration.label }
    var styleName: String { "checkbox" }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    /// The default toggle style.
    nonisolated public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    /// A toggle style that displays a leading label and a trailing switch.
    nonisolated public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
    /// A toggle style that displays as a button with its label as a title.
    nonisolated public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

extension ToggleStyle where Self == CheckboxToggleStyle {
    /// A toggle style that displays a checkbox followed by its label (macOS).
    nonisolated public static var checkbox: CheckboxToggleStyle { CheckboxToggleStyle() }
}
