/// A representation of an alert presentation, for the deprecated `alert(isPresented:content:)`
/// and `alert(item:content:)` modifiers that older code still uses.
public struct Alert {
    let title: Text
    let message: Text?
    let buttons: [Button]

    /// Creates an alert with one button.
    public init(title: Text, message: Text? = nil, dismissButton: Alert.Button? = nil) {
        self.title = title
        self.message = message
        buttons = dismissButton.map { [$0] } ?? [.default(Text("OK"))]
    }

    /// Creates an alert with two buttons.
    public init(
        title: Text, message: Text? = nil, primaryButton: Alert.Button, secondaryButton: Alert.Button
    ) {
        self.title = title
        self.message = message
        buttons = [primaryButton, secondaryButton]
    }

    /// A button representing an operation of an alert presentation. Its action never runs in
    /// Galley, since no button is pressed.
    public struct Button {
        let role: String
        let label: Text
        let action: (() -> Void)?

        /// Creates an alert button with the default style.
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
            Button(role: "default", label: label, action: action)
        }

        /// Creates an alert button that indicates cancellation, with a custom label.
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
            Button(role: "cancel", label: label, action: action)
        }

        /// Creates an alert button that indicates cancellation, with a system-provided label.
        public static func cancel(_ action: (() -> Void)? = {}) -> Alert.Button {
            Button(role: "cancel", label: Text("Cancel"), action: action)
        }

        /// Creates an alert button with a style that indicates a destructive action.
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
            Button(role: "destructive", label: label, action: action)
        }
    }
}

/// A representation of an action sheet presentation, for the deprecated
/// `actionSheet(isPresented:content:)` and `actionSheet(item:content:)` modifiers.
public struct ActionSheet {
    let title: Text
    let message: Text?
    let buttons: [Button]

    /// Creates an action sheet with the provided buttons.
    public init(title: Text, message: Text? = nil, buttons: [ActionSheet.Button] = [.cancel()]) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }

    /// A button representing an operation of an action sheet presentation.
    public typealias Button = Alert.Button
}

/// The evaluated content of a legacy alert or action sheet: its message, then one `Button`
/// node per button, detailed with the button's label and role.
nonisolated struct LegacyDialogContent: View {
    let message: Text?
    let buttons: [Alert.Button]

    var body: Never { primitiveBody(Self.self) }
}

extension LegacyDialogContent: PrimitiveView {
    @MainActor func evaluate(in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext) {
        if let message { evaluator.evaluate(message, parent: parent, context: context.at(".message")) }
        for (index, button) in buttons.enumerated() {
            evaluator.makeNode(
                "Button", detail: quoted(button.label.string) + " (\(button.role))", parent: parent,
                context: context.at(".\(index)"))
        }
    }
}
