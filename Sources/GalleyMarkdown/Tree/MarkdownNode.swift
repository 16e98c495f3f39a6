import GalleyCore

/// One node of a parsed Markdown document: its kind, where it came from, and where it sits in the tree.
///
/// Nodes live in ``MarkdownDocument/nodes`` in document (pre-)order, so a node's descendants are
/// exactly the nodes between its own index and ``subtreeEnd``. The tree is flat on purpose: a
/// document of ten thousand nested block quotes is an array, not ten thousand nested values, so
/// nothing that walks, compares or frees it can overflow the stack.
package struct MarkdownNode: Sendable, Hashable, Identifiable {
    /// The node's index in ``MarkdownDocument/nodes``.
    package let id: Int
    /// What the node is, with the attributes of its kind.
    package let kind: Kind
    /// Where the node is in its file: 1-based file lines, 1-based UTF-8 byte columns, half-open.
    /// With the file's name, ``MarkdownDocument/range(of:)``.
    /// Set once more only while the document is converted (autolinks' columns are repaired).
    package internal(set) var span: SourceSpan
    /// The index of the parent node; `nil` only for the document node.
    package let parentID: Int?
    /// One past the index of the node's last descendant (`id + 1` for a node without children).
    /// Set once more only while the document is converted, when the walk leaves the node.
    package internal(set) var subtreeEnd: Int

    /// Creates a node; ``MarkdownDocument`` builds these while converting cmark's tree.
    package init(id: Int, kind: Kind, span: SourceSpan, parentID: Int?, subtreeEnd: Int) {
        self.id = id
        self.kind = kind
        self.span = span
        self.parentID = parentID
        self.subtreeEnd = subtreeEnd
    }

    /// The line the node starts on.
    package var startLine: Int { span.startLine }
    /// The line the node ends on.
    package var endLine: Int { span.endLine }
    /// The column (in UTF-8 bytes) the node starts at.
    package var startColumn: Int { span.startColumn }

    /// Whether the node has at least one child.
    package var hasChildren: Bool { subtreeEnd > id + 1 }

    /// The indices of the node's descendants, in document order.
    package var descendantIDs: Range<Int> { (id + 1)..<subtreeEnd }
}
