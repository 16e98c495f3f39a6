/// A scrollable view.
nonisolated public struct ScrollView<Content: View>: View {
    /// The scroll view's content.
    public var content: Content
    /// The scrollable axes of the scroll view.
    public var axes: Axis.Set
    /// Creates the view with its content.
    public init(
        _ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content
    ) {
        self.axes = axes
        self.content = content()
    }
    /// A container has no body; it lays out its content.
    public var body: Never { primitiveBody(Self.self) }
}

extension ScrollView: PrimitiveView {
    @MainActor package func evaluate(
        in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext
    ) {
        evaluator.container("ScrollView", content: content, parent: parent, context: context)
    }
}

/// A container for grouping controls used for data entry.
nonisolated public struct Form<Content: View>: View {
    let content: Content
    /// Creates the view with its content.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    /// A container has no body; it lays out its content.
    public var body: Never { primitiveBody(Self.self) }
}

extension Form: PrimitiveView {
    /// Under a custom `formStyle(_:)`, the style's body stands in the form's place.
    @MainActor package func evaluate(
        in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext
    ) {
        let content = content
        evaluator.evaluateStyled(
            FormStyleKey.self, parent: parent, context: context,
            configuration: { FormStyleConfiguration(content: .init(content: StyleContent(content))) }
        ) {
            evaluator.container("Form", content: content, parent: parent, context: context)
        }
    }
}

/// The horizontal or vertical dimension in a 2D coordinate system.
public enum Axis: Hashable, Sendable {
    case horizontal, vertical
    /// An efficient set of axes.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: Int8
        /// Creates a set from raw bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }
}
