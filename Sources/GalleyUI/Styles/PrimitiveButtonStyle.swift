/// A type that applies a custom appearance and custom interaction to every button in a
/// view hierarchy.
///
/// Galley evaluates a custom style's `makeBody(configuration:)` wherever a button below
/// `buttonStyle(_:)` is evaluated; `trigger()` runs the button's action.
@MainActor @preconcurrency public protocol PrimitiveButtonStyle {
    /// The view a style makes for a button.
    associatedtype Body: View
    /// Makes the view that stands for a button, from its configuration.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    /// The properties of a button.
    typealias Configuration = PrimitiveButtonStyleConfiguration
}

/// The properties of a button that a `PrimitiveButtonStyle` makes a body for.
nonisolated public struct PrimitiveButtonStyleConfiguration {
    /// A type-erased label of a button.
    @MainActor @preconcurrency public struct Label: View {
        let content: StyleContent
        /// A label has no body; it evaluates the button's label where the style puts it.
        public var body: Never { primitiveBody(Self.self) }
    }

    /// The button's role, if it has one.
    public let role: ButtonRole?
    /// A view that describes the effect of calling `trigger()`.
    public let label: PrimitiveButtonStyleConfiguration.Label
    let action: @MainActor () -> Void

    /// Performs the button's action.
    @MainActor public func trigger() { action() }
}

extension PrimitiveButtonStyleConfiguration.Label: PrimitiveView {
    package func evaluate(in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext) {
        content.place(
            "PrimitiveButtonStyleConfiguration.Label", in: evaluator, parent: parent, context: context)
    }
}

/// The `PrimitiveButtonStyle` below a `buttonStyle(_:)` modifier.
struct PrimitiveButtonStyleKey: EnvironmentKey {
    static var defaultValue: ResolvedStyle<PrimitiveButtonStyleConfiguration>? { nil }
}

extension View {
    /// Sets the style for buttons within this view to one with a custom appearance and
    /// custom interaction.
    nonisolated public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        let resolved = ResolvedStyle(style) { $0.makeBody(configuration: $1) }
        return modified(".buttonStyle", detail: resolved.description) { context, _ in
            context.environment.storage.remove(ObjectIdentifier(ButtonStyleKey.self))
            context.environment[PrimitiveButtonStyleKey.self] = resolved
        }
    }
}
