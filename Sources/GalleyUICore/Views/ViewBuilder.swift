/// A custom parameter attribute that constructs views from closures.
///
/// Supports blocks of any length (through parameter packs), `if`, `if`/`else`, `switch`,
/// `if #available` and optional content, as SwiftUI's builder does.
@resultBuilder public struct ViewBuilder {
    /// Builds an empty view from a block containing no statements.
    public static func buildBlock() -> EmptyView { EmptyView() }

    /// Passes a single view written as a child view through unmodified.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    /// Combines several views into a `TupleView`.
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<
        (repeat each Content)
    > {
        var views: [any View] = []
        repeat views.append(each content)
        return TupleView(value: (repeat each content), views: views)
    }

    /// Passes a view expression through unmodified.
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    /// Produces an optional view for conditional statements without an `else`.
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    /// Produces content for an `if` whose condition holds.
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
        -> _ConditionalContent<TrueContent, FalseContent>
    {
        _ConditionalContent(storage: .trueContent(first))
    }

    /// Produces content for the `else` branch.
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
        -> _ConditionalContent<TrueContent, FalseContent>
    {
        _ConditionalContent(storage: .falseContent(second))
    }

    /// Type-erases content that is only available on some platforms.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
        AnyView(content)
    }
}
