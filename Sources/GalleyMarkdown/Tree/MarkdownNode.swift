import GalleyCore

/// One node of a parsed Markdown document: its kind, where it came from, and where it sits in the tree.
///
/// Nodes live in ``MarkdownDocument/nodes`` in document (pre-)order, so a node's descendants are
/// exactly the nodes between its own index and ``subtreeEnd``. The tree is flat on purpose: a
/// document of ten thousand nested block quotes is an array, not ten thousand nested values, so
/// nothing that walks, compares or frees it can overflow the stack.
public struct MarkdownNode: Sendable, Hashable, Identifiable {
    /// The node's index in ``MarkdownDocument/nodes``.
    public let id: Int
    /// What the node is, with the attributes of its kind.
    public let kind: Kind
    /// Where the node is in its file: 1-based file lines, 1-based UTF-8 byte columns, half-open.
    public let range: SourceRange
    /// The index of the parent node; `nil` only for the document node.
    public let parentID: Int?
    /// One past the index of the node's last descendant (`id + 1` for a node without children).
    public let subtreeEnd: Int

    /// Creates a node; ``MarkdownDocument`` builds these while converting cmark's tree.
    public init(id: Int, kind: Kind, range: SourceRange, parentID: Int?, subtreeEnd: Int) {
        self.id = id
        self.kind = kind
        self.range = range
        self.parentID = parentID
        self.subtreeEnd = subtreeEnd
    }

    /// Whether the node has at least one child.
    public var hasChildren: Bool { subtreeEnd > id + 1 }

    /// The indices of the node's descendants, in document order.
    public var descendantIDs: Range<Int> { (id + 1)..<subtreeEnd }
}
