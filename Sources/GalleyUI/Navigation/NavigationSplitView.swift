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

    /// Creates a three-column navigation split view that enables programmatic control over
    /// which column appears on top when the view collapses into a single column.
    public init(
        preferredCompactColumn: Binding<NavigationSplitViewColumn>,
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
        @ViewBuilder detail: () -> Detail
    ) {
        self.init(sidebar: sidebar, content: content, detail: detail)
    }

    /// Creates a three-column navigation split view that enables programmatic control of
    /// leading columns' visibility and of the column shown when collapsed.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>,
        preferredCompactColumn: Binding<NavigationSplitViewColumn>,
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
        @ViewBuilder detail: () -> Detail
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

    /// Creates a two-column navigation split view that enables programmatic control over
    /// which column appears on top when the view collapses into a single column.
    public init(
        preferredCompactColumn: Binding<NavigationSplitViewColumn>,
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
    ) {
        self.init(sidebar: sidebar, content: { EmptyView() }, detail: detail)
    }

    /// Creates a two-column navigation split view that enables programmatic control of the
    /// sidebar's visibility and of the column shown when collapsed.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>,
        preferredCompactColumn: Binding<NavigationSplitViewColumn>,
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
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
    nonisolated public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View {
        inert(".navigationSplitViewColumnWidth", "\(width)")
    }

    /// Sets a flexible, preferred width for the column containing this view. Inert.
    nonisolated public func navigationSplitViewColumnWidth(
        min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil
    ) -> some View {
        inert(".navigationSplitViewColumnWidth", "ideal: \(ideal)")
    }

    /// Sets the style for navigation split views within this view. Inert.
    nonisolated public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View {
        inert(".navigationSplitViewStyle", "\(style)")
    }
}

/// A type that specifies the appearance and interaction of navigation split views.
public protocol NavigationSplitViewStyle: Sendable {}

/// A navigation split style that resolves its appearance automatically based on the
/// current context.
@MainActor @preconcurrency
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle,
    CustomStringConvertible
{
    /// Creates an instance of the automatic navigation split view style.
    @MainActor @preconcurrency public init() {}
    /// `automatic`.
    nonisolated public var description: String { "automatic" }
}

/// A navigation split style that reduces the size of the detail content to make room when
/// showing the leading column or columns.
@MainActor @preconcurrency
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle,
    CustomStringConvertible
{
    /// Creates an instance of `BalancedNavigationSplitViewStyle`.
    @MainActor @preconcurrency public init() {}
    /// `balanced`.
    nonisolated public var description: String { "balanced" }
}

/// A navigation split style that attempts to maintain the size of the detail content when
/// hiding or showing the leading columns.
@MainActor @preconcurrency
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle,
    CustomStringConvertible
{
    /// Creates an instance of `ProminentDetailNavigationSplitViewStyle`.
    @MainActor @preconcurrency public init() {}
    /// `prominentDetail`.
    nonisolated public var description: String { "prominentDetail" }
}

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
    /// A navigation split style that resolves its appearance automatically.
    @MainActor @preconcurrency public static var automatic: AutomaticNavigationSplitViewStyle { .init() }
}

extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
    /// A navigation split style that reduces the size of the detail content to make room.
    @MainActor @preconcurrency public static var balanced: BalancedNavigationSplitViewStyle { .init() }
}

extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
    /// A navigation split style that attempts to maintain the size of the detail content.
    @MainActor @preconcurrency public static var prominentDetail: ProminentDetailNavigationSplitViewStyle {
        .init()
    }
}

/// A view that represents a column in a navigation split view.
public struct NavigationSplitViewColumn: Hashable, Sendable, CustomStringConvertible {
    /// The column's name.
    public let description: String
    /// The sidebar column.
    public static var sidebar: NavigationSplitViewColumn { .init(description: "sidebar") }
    /// The content column of a three-column split view.
    public static var content: NavigationSplitViewColumn { .init(description: "content") }
    /// The detail column.
    public static var detail: NavigationSplitViewColumn { .init(description: "detail") }
}
