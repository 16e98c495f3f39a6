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

/// A navigation view style known by name.
public struct NamedNavigationViewStyle: NavigationViewStyle, CustomStringConvertible {
    /// The style's name.
    public let description: String
}

extension NavigationViewStyle where Self == NamedNavigationViewStyle {
    /// The default navigation view style in the current context.
    public static var automatic: NamedNavigationViewStyle { .init(description: "automatic") }
    /// A navigation view style represented by a view stack that only shows a single top view
    /// at a time.
    public static var stack: NamedNavigationViewStyle { .init(description: "stack") }
    /// A navigation view style represented by a series of views in columns.
    public static var columns: NamedNavigationViewStyle { .init(description: "columns") }
}

extension View {
    /// Sets the style for navigation views within this view.
    nonisolated public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View {
        inert(".navigationViewStyle", "\(style)")
    }
}
