import GalleyCore

/// A parsed Markdown file: an owned, flat tree of ``MarkdownNode``s with source ranges.
///
/// Parsing is done by cmark-gfm and converted eagerly, so the document holds no C memory and
/// can be shared between tasks.
///
/// ```swift
/// let document = MarkdownDocument(parsing: body, file: "guides/intro.md", lineOffset: 4)
/// let page = document.render(options: .init(headingAnchor: .init(label: "Link to this section")))
/// ```
package struct MarkdownDocument: Sendable {
    /// The file name used in every node's ``MarkdownNode/range``.
    package let file: String
    /// Every node in document order; `nodes[0]` is the document node.
    package let nodes: [MarkdownNode]

    /// Parses Markdown with the GitHub extensions in `extensions`.
    ///
    /// - Parameters:
    ///   - source: The Markdown text.
    ///   - file: The file name that source ranges carry, as users should see it.
    ///   - lineOffset: How many file lines come before `source` (front matter, say), so that
    ///     ranges report lines of the file rather than of the body.
    ///   - extensions: The GFM extensions to enable; all of them by default.
    package init(
        parsing source: String, file: String, lineOffset: Int = 0, extensions: MarkdownExtensions = .gfm
    ) {
        self.file = file
        self.nodes = CommonMarkConverter(lineOffset: lineOffset, extensions: extensions)
            .convert(source)
    }

    /// The document node.
    package var root: MarkdownNode { nodes[0] }

    /// Where `node` is, in the document's ``file``.
    package func range(of node: MarkdownNode) -> SourceRange { node.span.range(in: file) }

    /// The node's children, in order.
    package func children(of node: MarkdownNode) -> Children { Children(nodes: nodes, parent: node) }

    /// The node's parent, or `nil` for the document node.
    package func parent(of node: MarkdownNode) -> MarkdownNode? { node.parentID.map { nodes[$0] } }

    /// The node's descendants in document order.
    package func descendants(of node: MarkdownNode) -> ArraySlice<MarkdownNode> {
        nodes[node.descendantIDs]
    }

    /// The children of one node, found by skipping from each child past its subtree.
    package struct Children: Sequence, Sendable {
        let nodes: [MarkdownNode]
        let parent: MarkdownNode

        /// Returns an iterator over the children.
        package func makeIterator() -> Iterator {
            Iterator(nodes: nodes, position: parent.id + 1, end: parent.subtreeEnd)
        }

        /// Walks the children of one node.
        package struct Iterator: IteratorProtocol {
            let nodes: [MarkdownNode]
            var position: Int
            let end: Int

            /// The next child, or `nil` after the last one.
            package mutating func next() -> MarkdownNode? {
                guard position < end else { return nil }
                let node = nodes[position]
                position = node.subtreeEnd
                return node
            }
        }
    }
}
