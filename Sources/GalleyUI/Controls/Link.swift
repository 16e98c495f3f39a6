import Foundation

/// A control for navigating to a URL.
///
/// Galley never opens a link; the evaluated tree shows its destination and label.
nonisolated public struct Link<Label: View>: View {
    let destination: URL
    let label: Label

    /// Creates a control, consisting of a URL and a label, used to navigate to the given URL.
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    /// A link has no body.
    public var body: Never { primitiveBody(Self.self) }
}

extension Link where Label == Text {
    /// Creates a link with a title from a localized string key.
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// Creates a link with a title from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}

extension Link: PrimitiveView {
    @MainActor package func evaluate(
        in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext
    ) {
        evaluator.container(
            "Link", detail: destination.absoluteString, content: label, parent: parent,
            context: context)
    }
}
