/// Renders a ``MarkdownDocument`` to HTML, and gathers headings, links, code blocks and search
/// text on the same pass.
///
/// The output matches cmark-gfm's HTML renderer for the same options (the conformance tests run
/// the CommonMark and GFM specs through it); the site's additions are heading ids, hover
/// anchors, hooks, and escaped raw HTML by default.
///
/// The tree is walked with an explicit stack, never recursion, so depth cannot overflow.
package struct HTMLRenderer: Sendable {
    /// How to render.
    package var options: Options

    /// Creates a renderer.
    package init(options: Options = Options()) { self.options = options }

    /// Renders a document.
    package func render(_ document: MarkdownDocument) -> RenderedDocument {
        let nodes = document.nodes
        var formatter = HTMLFormatter(nodes: nodes, file: document.file, options: options)
        var open: [Int] = []
        // Indices rather than a `for node in nodes` copy of each node and its strings.
        for index in nodes.indices {
            while let top = open.last, nodes[top].subtreeEnd <= index {
                open.removeLast()
                formatter.exit(nodes[top])
            }
            formatter.enter(nodes[index])
            open.append(index)
        }
        while let top = open.popLast() { formatter.exit(nodes[top]) }
        return formatter.finish()
    }
}

extension MarkdownDocument {
    /// Renders the document with ``HTMLRenderer``.
    package func render(options: HTMLRenderer.Options = HTMLRenderer.Options()) -> RenderedDocument {
        HTMLRenderer(options: options).render(self)
    }

    /// The document's HTML alone.
    package func html(options: HTMLRenderer.Options = HTMLRenderer.Options()) -> String {
        render(options: options).html
    }
}
