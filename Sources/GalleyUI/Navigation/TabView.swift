/// A view that switches between multiple child views using interactive user interface
/// elements.
///
/// Galley evaluates every tab, in order, whichever is selected; the selection is recorded as
/// the node's detail. Tabs are either views marked with `tabItem(_:)` (and `tag(_:)`) or, with
/// `TabContentBuilder`, `Tab` and `TabSection` values.
nonisolated public struct TabView<SelectionValue: Hashable, Content: View>: View {
    let content: Content
    let selection: () -> String?

    /// Creates a tab view that uses a binding to a selection value.
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = { selection.map { describe($0.wrappedValue) } }
    }

    /// Creates a tab view that uses a binding to a selection value, with tabs built from
    /// tab content.
    public init<C: TabContent>(
        selection: Binding<SelectionValue>, @TabContentBuilder<SelectionValue> content: () -> C
    ) where Content == TabContentBuilder<SelectionValue>.Content<C> {
        self.content = TabContentBuilder<SelectionValue>.Content(content: content())
        self.selection = { describe(selection.wrappedValue) }
    }

    /// A tab view has no body; it lays out its tabs.
    public var body: Never { return primitiveBody(Self.self) }
}

extension TabView where SelectionValue == Int {
    /// Creates a tab view whose selection the view manages itself.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
        selection = { nil }
    }
}

extension TabView where SelectionValue == Never {
    /// Creates a tab view from tab content, without a selection binding.
    public init<C: TabContent>(@TabContentBuilder<Never> content: () -> C)
    where Content == TabContentBuilder<Never>.Content<C> {
        self.content = TabContentBuilder<Never>.Content(content: content())
        selection = { nil }
    }
}

extension TabView: PrimitiveView {
    @MainActor package func evaluate(
        in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext
    ) {
        evaluator.container(
            "TabView", detail: selection().map { "selection: \($0)" }, content: content, parent: parent,
            context: context)
    }
}

/// A specification for the appearance and interaction of a tab view.
public protocol TabViewStyle: Sendable {}

/// A tab view style known by name.
public struct NamedTabViewStyle: TabViewStyle, CustomStringConvertible {
    /// The style's name.
    public let description: String
}

extension TabViewStyle where Self == NamedTabViewStyle {
    /// The default tab view style.
    public static var automatic: NamedTabViewStyle { .init(description: "automatic") }
    /// A tab view style that displays a tab bar when possible and a sidebar otherwise.
    public static var sidebarAdaptable: NamedTabViewStyle { .init(description: "sidebarAdaptable") }
    /// A tab view style that displays a tab bar only.
    public static var tabBarOnly: NamedTabViewStyle { .init(description: "tabBarOnly") }
    /// A tab view style that pages through its tabs.
    public static var page: NamedTabViewStyle { .init(description: "page") }
    /// A tab view style that pages through its tabs, showing the page index as the mode says.
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> NamedTabViewStyle {
        .init(description: "page(indexDisplayMode: \(indexDisplayMode))")
    }
    /// A tab view style that displays a grouped set of tabs.
    public static var grouped: NamedTabViewStyle { .init(description: "grouped") }
}

/// A tab view style that implements a paged scrolling tab view.
public struct PageTabViewStyle: TabViewStyle {
    /// A style for displaying the page index view.
    public enum IndexDisplayMode: Sendable {
        /// Displays an index view when there are more than one page.
        case automatic
        /// Always display an index view regardless of page count.
        case always
        /// Never display an index view.
        case never
    }

    let indexDisplayMode: IndexDisplayMode

    /// Creates a new paged tab view style with an index display mode.
    public init(indexDisplayMode: IndexDisplayMode = .automatic) {
        self.indexDisplayMode = indexDisplayMode
    }
}

extension View {
    /// Sets the style for the tab view within the current environment.
    nonisolated public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
        inert(".tabViewStyle", "\(style)")
    }

    /// Sets the tab bar item associated with this view; the label is evaluated.
    nonisolated public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        modifier(AttachedContentModifier(name: ".tabItem", attached: label()))
    }
}
