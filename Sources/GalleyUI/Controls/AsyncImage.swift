import Foundation

/// A view that asynchronously loads and displays an image.
///
/// Galley loads nothing: an async image stays in its first phase, `.empty`, so the tree
/// shows its URL and what it shows while loading (the placeholder, or the content closure's
/// view for `.empty`).
nonisolated public struct AsyncImage<Content: View>: View {
    let url: URL?
    let content: Content?

    /// Loads and displays an image from the specified URL; Galley shows nothing in its place.
    public init(url: URL?, scale: CGFloat = 1) where Content == Image {
        self.url = url
        content = nil
    }

    /// Loads and displays a modifiable image from the specified URL using a custom placeholder
    /// until the image loads; Galley shows the placeholder.
    public init<I: View, P: View>(
        url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
        @ViewBuilder placeholder: @escaping () -> P
    ) where Content == _ConditionalContent<I, P> {
        self.url = url
        self.content = ViewBuilder.buildEither(second: placeholder())
    }

    /// Loads and displays a modifiable image from the specified URL in phases; Galley shows
    /// the `.empty` phase.
    public init(
        url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
        @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
    ) {
        self.url = url
        self.content = content(.empty)
    }

    /// An async image has no body.
    public var body: Never { primitiveBody(Self.self) }
}

extension AsyncImage: PrimitiveView {
    @MainActor package func evaluate(
        in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext
    ) {
        let node = evaluator.makeNode(
            "AsyncImage", detail: url?.absoluteString ?? "nil", parent: parent, context: context)
        if let content { evaluator.evaluate(content, parent: node, context: context.insideContainer(node)) }
    }
}
