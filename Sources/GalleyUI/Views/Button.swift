/// A control that initiates an action.
///
/// Galley never presses buttons; the evaluated tree shows the button, its label, and
/// whether the environment disables it. Under a custom `buttonStyle(_:)`, the style's body
/// is evaluated in place of the label, with the label in its configuration.
nonisolated public struct Button<Label: View>: View {
    let label: Label
    let role: ButtonRole?
    /// The action the button performs; call it to simulate a press.
    public let action: @MainActor () -> Void

    /// Creates a button that displays a custom label.
    @preconcurrency public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.init(role: nil, action: action, label: label)
    }

    /// Creates a button with a specified role that displays a custom label.
    @preconcurrency public init(
        role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label
    ) {
        self.label = label()
        self.role = role
        self.action = action
    }

    /// A button has no body; the evaluator records it and its label.
    public var body: Never { primitiveBody(Self.self) }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
    /// Creates a button from a primitive style's configuration: its label, role and action.
    public init(_ configuration: PrimitiveButtonStyleConfiguration) {
        label = configuration.label
        role = configuration.role
        action = configuration.action
    }
}

extension Button: PrimitiveView {
    @MainActor package func evaluate(
        in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext
    ) {
        var notes: [String] = []
        if let role { notes.append("role: \(role)") }
        if !context.environment.isEnabled { notes.append("disabled") }
        let node = evaluator.makeNode(
            "Button", detail: notes.isEmpty ? nil : notes.joined(separator: ", "), parent: parent,
            context: context)
        let inner = context.insideContainer(node)
        let (label, role, action) = (label, role, action)
        evaluator.evaluateStyled(
            PrimitiveButtonStyleKey.self, parent: node, context: inner,
            configuration: {
                PrimitiveButtonStyleConfiguration(
                    role: role, label: .init(content: StyleContent(label)), action: action)
            }
        ) {
            evaluator.evaluateStyled(
                ButtonStyleKey.self, parent: node, context: inner,
                configuration: {
                    ButtonStyleConfiguration(
                        role: role, label: .init(content: StyleContent(label)), isPressed: false)
                }
            ) {
                evaluator.evaluate(label, parent: node, context: inner)
            }
        }
    }
}
