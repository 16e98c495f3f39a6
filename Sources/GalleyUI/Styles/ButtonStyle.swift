/// A type that applies a custom appearance to every button in a view hierarchy, keeping
/// the standard interaction.
///
/// Galley evaluates a custom style's `makeBody(configuration:)` wherever a button below
/// `buttonStyle(_:)` is evaluated; the configuration's `label` is the button's label.
@MainActor @preconcurrency public protocol ButtonStyle {
    /// The view a style makes for a button.
    associatedtype Body: View
    /// Makes the view that stands for a button, from its configuration.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    /// The properties of a button.
    typealias Configuration = ButtonStyleConfiguration
}

/// The properties of a button that a `ButtonStyle` makes a body for.
///
/// Galley never presses a button, so `isPressed` is always false.
nonisolated public struct ButtonStyleConfiguration {
    /// A type-erased label of a button.
    @MainActor @preconcurrency public struct Label: View {
        let content: StyleContent
        /// A label has no body; it evaluates the button's label where the style puts it.
        public var body: Never { primitiveBody(Self.self) }
    }

    /// The button's role, if it has one.
    public let role: ButtonRole?
    /// A view that describes the effect of pressing the button.
    public let label: ButtonStyleConfiguration.Label
    /// Whether the button is being pressed.
    public let isPressed: Bool
}

extension ButtonStyleConfiguration.Label: PrimitiveView {
    package func evaluate(in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext) {
        content.place("ButtonStyleConfiguration.Label", in: evaluator, parent: parent, context: context)
    }
}

/// The custom `ButtonStyle` below a `buttonStyle(_:)` modifier.
struct ButtonStyleKey: EnvironmentKey {
    static var defaultValue: ResolvedStyle<ButtonStyleConfiguration>? { nil }
}

extension View {
    /// Sets the style for buttons within this view to one with a custom appearance and the
    /// standard interaction.
    nonisolated public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        let resolved = ResolvedStyle(style) { $0.makeBody(configuration: $1) }
        return modified(".buttonStyle", detail: resolved.description) { context, _ in
            context.environment.storage.remove(ObjectIdentifier(PrimitiveButtonStyleKey.self))
            context.environment[ButtonStyleKey.self] = resolved
        }
    }
}
