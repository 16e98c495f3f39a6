import Foundation

/// A view that controls a sharing presentation.
///
/// Galley never shares: the evaluated tree shows how many items the link shares, its
/// subject and message, and its label (for the default label, `Share`).
nonisolated public struct ShareLink<
    Data: RandomAccessCollection, PreviewImage: Transferable, PreviewIcon: Transferable, Label: View
>: View
where Data.Element: Transferable {
    let detail: String
    let label: Label

    init(items: Data, subject: Text?, message: Text?, label: Label) {
        var parts = ["\(items.count) item" + (items.count == 1 ? "" : "s")]
        if let subject { parts.append("subject: \(quoted(subject.string))") }
        if let message { parts.append("message: \(quoted(message.string))") }
        detail = parts.joined(separator: ", ")
        self.label = label
    }

    /// Creates a share link for a collection of items, with a preview for each and a custom label.
    public init(
        items: Data, subject: Text? = nil, message: Text? = nil,
        preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>,
        @ViewBuilder label: () -> Label
    ) {
        self.init(items: items, subject: subject, message: message, label: label())
    }

    /// Creates a share link for one item, with a preview and a custom label.
    public init<I: Transferable>(
        item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>,
        @ViewBuilder label: () -> Label
    ) where Data == CollectionOfOne<I> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, label: label())
    }

    /// A share link has no body.
    public var body: Never { primitiveBody(Self.self) }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Data.Element == URL {
    /// Creates a share link for a collection of URLs, with a custom label.
    public init(items: Data, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(items: items, subject: subject, message: message, label: label())
    }

    /// Creates a share link for one URL, with a custom label.
    public init(item: URL, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label)
    where Data == CollectionOfOne<URL> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, label: label())
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Data.Element == String {
    /// Creates a share link for a collection of strings, with a custom label.
    public init(items: Data, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(items: items, subject: subject, message: message, label: label())
    }

    /// Creates a share link for one string, with a custom label.
    public init(item: String, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label)
    where Data == CollectionOfOne<String> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, label: label())
    }
}

extension ShareLink: PrimitiveView {
    @MainActor package func evaluate(
        in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext
    ) {
        evaluator.container("ShareLink", detail: detail, content: label, parent: parent, context: context)
    }
}
