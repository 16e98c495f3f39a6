import Foundation

/// A view that arranges its subviews in a horizontal line.
nonisolated public struct HStack<Content: View>: View {
    let content: Content
    let layout: [String: String]
    /// Creates an instance with the given spacing and alignment.
    public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.content = content()
        layout = ["alignment": "\(alignment)", "spacing": spacing.map { "\($0)" } ?? ""]
    }
    /// A stack has no body; it lays out its content.
    public var body: Never { primitiveBody(Self.self) }
}

extension HStack: PrimitiveView {
    @MainActor package func evaluate(
        in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext
    ) {
        evaluator.container("HStack", attributes: layout, content: content, parent: parent, context: context)
    }
}

/// A view that arranges its subviews in a vertical line.
nonisolated public struct VStack<Content: View>: View {
    let content: Content
    let layout: [String: String]
    /// Creates an instance with the given spacing and alignment.
    public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.content = content()
        layout = ["alignment": "\(alignment)", "spacing": spacing.map { "\($0)" } ?? ""]
    }
    /// A stack has no body; it lays out its content.
    public var body: Never { primitiveBody(Self.self) }
}

extension VStack: PrimitiveView {
    @MainActor package func evaluate(
        in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext
    ) {
        evaluator.container("VStack", attributes: layout, content: content, parent: parent, context: context)
    }
}

/// A view that arranges its children in a line that grows vertically.
nonisolated public struct LazyVStack<Content: View>: View {
    let content: Content
    let layout: [String: String]
    /// Creates an instance with the given spacing and alignment.
    public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.content = content()
        layout = ["alignment": "\(alignment)", "spacing": spacing.map { "\($0)" } ?? ""]
    }
    /// A stack has no body; it lays out its content.
    public var body: Never { primitiveBody(Self.self) }
}

extension LazyVStack: PrimitiveView {
    @MainActor package func evaluate(
        in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext
    ) {
        evaluator.container("LazyVStack", attributes: layout, content: content, parent: parent, context: context)
    }
}

/// A view that arranges its children in a line that grows horizontally.
nonisolated public struct LazyHStack<Content: View>: View {
    let content: Content
    let layout: [String: String]
    /// Creates an instance with the given spacing and alignment.
    public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.content = content()
        layout = ["alignment": "\(alignment)", "spacing": spacing.map { "\($0)" } ?? ""]
    }
    /// A stack has no body; it lays out its content.
    public var body: Never { primitiveBody(Self.self) }
}

extension LazyHStack: PrimitiveView {
    @MainActor package func evaluate(
        in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext
    ) {
        evaluator.container("LazyHStack", attributes: layout, content: content, parent: parent, context: context)
    }
}

/// A view that overlays its subviews, aligning them in both axes.
nonisolated public struct ZStack<Content: View>: View {
    let content: Content
    let layout: [String: String]
    /// Creates an instance with the given alignment.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.content = content()
        layout = ["alignment": alignment.description]
    }
    /// A stack has no body; it lays out its content.
    public var body: Never { primitiveBody(Self.self) }
}

extension ZStack: PrimitiveView {
    @MainActor package func evaluate(
        in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext
    ) {
        evaluator.container("ZStack", attributes: layout, content: content, parent: parent, context: context)
    }
}
