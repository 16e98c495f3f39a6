import Foundation

/// A type that defines the geometry of a collection of views.
///
/// Calling a layout with content (`FlowLayout { … }`) makes a container whose subviews are
/// evaluated like a stack's. Galley does no layout, so it never calls `sizeThatFits` or
/// `placeSubviews`; code that calls them directly gets their results.
@preconcurrency public protocol Layout: Sendable, Animatable {
    /// Properties of a layout container.
    static var layoutProperties: LayoutProperties { get }

    /// Cached values associated with the layout instance.
    associatedtype Cache = Void

    /// A collection of proxies for the subviews of a layout view.
    typealias Subviews = LayoutSubviews

    /// Creates and initializes a cache for a layout instance.
    func makeCache(subviews: Self.Subviews) -> Self.Cache

    /// Updates the layout's cache when something changes.
    func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews)

    /// Retrieves the recommended spacing for the layout.
    func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing

    /// Returns the size of the composite view, given a proposed size and the view's subviews.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGSize

    /// Assigns positions to each of the layout's subviews.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache)

    /// Returns the position of the specified horizontal alignment guide along the x axis.
    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews,
        cache: inout Self.Cache
    ) -> CGFloat?

    /// Returns the position of the specified vertical alignment guide along the y axis.
    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews,
        cache: inout Self.Cache
    ) -> CGFloat?
}

extension Layout {
    /// The default properties.
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    /// Makes a new cache.
    public func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews) {
        cache = makeCache(subviews: subviews)
    }

    /// The union of the subviews' spacing preferences.
    public func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing {
        subviews.reduce(ViewSpacing()) { $0.union($1.spacing) }
    }

    /// No explicit position.
    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews,
        cache: inout Self.Cache
    ) -> CGFloat? { nil }

    /// No explicit position.
    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews,
        cache: inout Self.Cache
    ) -> CGFloat? { nil }
}

extension Layout where Self.Cache == () {
    /// An empty cache.
    public func makeCache(subviews: Self.Subviews) -> Self.Cache { () }
}

extension Layout {
    /// Combines the specified views into a single composite view using the layout algorithms
    /// of the custom layout container.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        LayoutContainer(layout: self, content: content())
    }
}

/// A layout called with content: a container of the layout's kind.
nonisolated struct LayoutContainer<L: Layout, Content: View>: View {
    let layout: L
    let content: Content
    var body: Never { primitiveBody(Self.self) }
}

extension LayoutContainer: PrimitiveView {
    @MainActor func evaluate(in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext) {
        let (kind, attributes) = containerKind(of: layout)
        evaluator.container(kind, attributes: attributes, content: content, parent: parent, context: context)
    }
}

/// The node kind and attributes of a layout's container: a built-in stack layout is drawn as
/// its stack, a type-erased one as the layout it wraps, a custom one by its type's name.
func containerKind(of layout: any Layout) -> (String, [String: String]) {
    if let described = layout as? any ContainerDescribing { return described.containerDescription }
    return (String(describing: type(of: layout)), [:])
}

/// A layout that names the container it stands for.
protocol ContainerDescribing {
    var containerDescription: (kind: String, attributes: [String: String]) { get }
}
