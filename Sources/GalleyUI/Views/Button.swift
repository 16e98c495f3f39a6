/// A control that initiates an action.
///
/// Galley never presses buttons; the evaluated tree shows the button, its label, and
/// whether the environment disables it.
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

extension Button where Label == Text {
    /// Creates a button that generates its label from a localized string key.
    @preconcurrency public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }

    /// Creates a button that generates its label from a string.
    @preconcurrency public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(title) }
    }

    /// Creates a button with a specified role that generates its label from a localized string key.
    @preconcurrency public init(
        _ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void
    ) {
        self.init(role: role, action: action) { Text(titleKey) }
    }
}

extension Button where Label == GalleyUI.Label<Text, Image> {
    /// Creates a button with a label made of a title and a system image.
    @preconcurrency public init(
        _ titleKey: LocalizedStringKey, systemImage: String, action: @escaping @MainActor () -> Void
    ) {
        self.init(action: action) { GalleyUI.Label(titleKey, systemImage: systemImage) }
    }
}

extension Button: PrimitiveView {
    @MainActor package func evaluate(
        in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext
    ) {
        var notes: [String] = []
        if let role { notes.append("role: \(role)") }
        if !context.environment.isEnabled { notes.append("disabled") }
        evaluator.container(
            "Button", detail: notes.isEmpty ? nil : notes.joined(separator: ", "), content: label,
            parent: parent,
            context: context)
    }
}

/// A value that describes the purpose of a button.
public enum ButtonRole: Hashable, Sendable {
    /// A role that indicates a destructive button.
    case destructive
    /// A role that indicates a button that cancels an operation.
    case cancel
}
