import Foundation

/// A view that presents views in two or three columns, where selections in leading columns
/// control presentations in subsequent columns.
///
/// Galley evaluates every column, sidebar first, whatever the column visibility.
nonisolated public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    let sidebar: Sidebar
    let content: Content
    let detail: Detail

    /// Creates a three-column navigation split view.
    public init(
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
        @ViewBuilder detail: () -> Detail
    ) {
        self.sidebar = sidebar()
        self.content = content()
        self.detail = detail()
    }

    /// Creates a three-column navigation split view that enables programmatic control of
    /// leading columns' visibility.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.init(sidebar: sidebar, content: content, detail: detail)
    }

    /// A split view has no body; it lays out its columns.
    public var body: Never { primitiveBody(Self.self) }
}

extension NavigationSplitView where Content == EmptyView {
    /// Creates a two-column navigation split view.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar, content: { EmptyView() }, detail: detail)
    }

    /// Creates a two-column navigation split view that enables programmatic control of the
    /// sidebar's visibility.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: () -> Detail
    ) {
        self.init(sidebar: sidebar, content: { EmptyView() }, detail: detail)
    }
}

extension NavigationSplitView: PrimitiveView {
    @MainActor package func evaluate(
        in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext
    ) {
        let node = evaluator.makeNode("NavigationSplitView", parent: parent, context: context)
        let inner = context.insideContainer(node)
        evaluator.evaluate(sidebar, parent: node, context: inner.at(".sidebar"))
        evaluator.evaluate(content, parent: node, context: inner.at(".content"))
        evaluator.evaluate(detail, parent: node, context: inner.at(".detail"))
    }
}

extension View {
    /// Sets a fixed, preferred width for the column containing this view. Inert.
    public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View {
        inert(".navigationSplitViewColumnWidth", "\(width)")
    }

    /// Sets the style for navigation split views within this view. Inert.
    public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View {
        inert(".navigationSplitViewStyle", "\(style)")
    }
}

/// A type that specifies the appearance and interaction of navigation split views.
public protocol NavigationSplitViewStyle: Sendable {}

extension NamedStyle: NavigationSplitViewStyle {}

extension NavigationSplitViewStyle where Self == NamedStyle {
    public static var automatic: NamedStyle { NamedStyle(description: "automatic") }
    public static var balanced: NamedStyle { NamedStyle(description: "balanced") }
    public static var prominentDetail: NamedStyle { NamedStyle(description: "prominentDetail") }
}
