import Foundation

/// A container view that defines its content as a function of its own size and coordinate
/// space.
///
/// Galley evaluates the content once with a proxy whose size is zero: there is no layout,
/// so views that size themselves from the proxy see zero, while the environment, state and
/// lifecycle inside work as anywhere else.
nonisolated public struct GeometryReader<Content: View>: View {
    /// The content, built from a geometry proxy.
    public var content: (GeometryProxy) -> Content

    /// Creates a geometry reader.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    /// A geometry reader has no body; its content is evaluated in its place.
    public var body: Never { primitiveBody(Self.self) }
}

extension GeometryReader: PrimitiveView {
    @MainActor package func evaluate(
        in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext
    ) {
        evaluator.container("GeometryReader", content: content(GeometryProxy()), parent: parent, context: context)
    }
}

/// A proxy for access to the size and coordinate space of the container view. In Galley,
/// which does no layout, every size and frame is zero.
public struct GeometryProxy {
    init() {}

    /// The size of the container view: zero in Galley.
    public var size: CGSize { .zero }
    /// The safe area inset of the container view: zero in Galley.
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }

    /// Returns the container view's bounds rectangle, converted to a defined coordinate
    /// space: zero in Galley.
    public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect { .zero }

    /// Returns the container view's bounds rectangle, converted to a defined coordinate
    /// space: zero in Galley.
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect { .zero }

    /// Returns the given coordinate space's bounds rectangle, converted to the local
    /// coordinate space: zero in Galley.
    public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? { .zero }
}

extension GeometryProxy {
    /// Resolves the value of an anchor to the container view: the value the anchor holds,
    /// since Galley lays nothing out.
    public subscript<T>(anchor: Anchor<T>) -> T { anchor.value }
}
