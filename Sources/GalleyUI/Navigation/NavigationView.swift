/// A view for presenting a stack of views that represents a visible path in a navigation
/// hierarchy. Deprecated in SwiftUI; kept because older code uses it. Galley evaluates its
/// content like a container.
nonisolated public struct NavigationView<Content: View>: View {
    let content: Content

    /// Creates a destination-based navigation view.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    /// A navigation view has no body; it lays out its content.
    public var body: Never { primitiveBody(Self.self) }
}

extension NavigationView: PrimitiveView {
    @MainActor package func evaluate(
        in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext
    ) {
        evaluator.container("NavigationView", content: content, parent: parent, context: context)
    }
}

/// A specification for the appearance and interaction of a navigation view.
public protocol NavigationViewStyle: Sendable {}

/// The default navigation view style in the current context of the view being styled.
public struct DefaultNavigationViewStyle: NavigationViewStyle, CustomStringConvertible {
    /// Creates the style.
    public init() {}
    /// `automatic`.
    public var description: String { "automatic" }
}

/// A navigation view style represented by a view stack that only shows a single top view at
/// a time.
public struct StackNavigationViewStyle: NavigationViewStyle, CustomStringConvertible {
    /// Creates the style.
    public init() {}
    /// `stack`.
    public var description: String { "stack" }
}

/// A navigation view style represented by a series of views in columns.
public struct ColumnNavigationViewStyle: NavigationViewStyle, CustomStringConvertible {
    /// Creates the style.
    public init() {}
    /// `columns`.
    public var description: String { "columns" }
}

/// A navigation view style represented by a primary view stack that navigates to a detail
/// view.
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle, CustomStringConvertible {
    /// Creates the style.
    public init() {}
    /// `doubleColumn`.
    public var description: String { "doubleColumn" }
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    /// The default navigation view style in the current context.
    public static var automatic: DefaultNavigationViewStyle { .init() }
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
    /// A navigation view style represented by a view stack that only shows a single top view
    /// at a time.
    public static var stack: StackNavigationViewStyle { .init() }
}

extension NavigationViewStyle where Self == ColumnNavigationViewStyle {
    /// A navigation view style represented by a series of views in columns.
    public static var columns: ColumnNavigationViewStyle { .init() }
}

extension View {
    /// Sets the style for navigation views within this view.
    nonisolated public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View {
        inert(".navigationViewStyle", "\(style)")
    }
}
