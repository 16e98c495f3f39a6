import GalleyCore

/// One node of a parsed Markdown document: its kind, where it came from, and where it sits in the tree.
///
/// Nodes live in ``MarkdownDocument/nodes`` in document (pre-)order, so a node's descendants are
/// exactly the nodes between its own index and ``subtreeEnd``. The tree is flat on purpose: a
/// document of ten thousand nested block quotes is an array, not ten thousand nested values, so
/// nothing that walks, compares or frees it can overflow the stack.
package struct MarkdownNode: Sendable, Hashable, Identifiable {
    // Indices are kept in 32 bits and a node is 56 bytes, against 96 with `Int`s and the larger
    // kinds inline: a build holds every article's nodes at once (180,000 on the benchmark's
    // corpus), and copies each node as it renders it. A document of 2^31 nodes would need some
    // fifty gigabytes of Markdown.
    private let index32: Int32
    private let parent32: Int32
    private var subtreeEnd32: Int32

    /// The node's index in ``MarkdownDocument/nodes``.
    package var id: Int { Int(index32) }
    /// What the node is, with the attributes of its kind.
    package let kind: Kind
    /// Where the node is in its file: 1-based file lines, 1-based UTF-8 byte columns, half-open.
    /// With the file's name, ``MarkdownDocument/range(of:)``.
    /// Set once more only while the document is converted (autolinks' columns are repaired).
    package internal(set) var span: SourceSpan
    /// The index of the parent node; `nil` only for the document node.
    package var parentID: Int? { parent32 < 0 ? nil : Int(parent32) }
    /// One past the index of the node's last descendant (`id + 1` for a node without children).
    /// Set once more only while the document is converted, when the walk leaves the node.
    package internal(set) var subtreeEnd: Int {
        get { Int(subtreeEnd32) }
        set { subtreeEnd32 = Int32(truncatingIfNeeded: newValue) }
    }

    /// Creates a node; ``MarkdownDocument`` builds these while converting cmark's tree.
    package init(id: Int, kind: Kind, span: SourceSpan, parentID: Int?, subtreeEnd: Int) {
        self.index32 = Int32(truncatingIfNeeded: id)
        self.kind = kind
        self.span = span
        self.parent32 = parentID.map { Int32(truncatingIfNeeded: $0) } ?? -1
        self.subtreeEnd32 = Int32(truncatingIfNeeded: subtreeEnd)
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
