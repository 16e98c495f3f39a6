extension Evaluator {
    /// Evaluates a view that lays out `content`: a node of `kind` whose children are the
    /// content's views. Container values set inside stay inside.
    func container<Content: View>(
        _ kind: String, detail: String? = nil, attributes: [String: String] = [:], content: Content,
        parent: ViewNode, context: EvaluationContext
    ) {
        let node = makeNode(kind, detail: detail, parent: parent, context: context)
        node.attributes = attributes
        evaluate(content, parent: node, context: context.insideContainer(node))
    }

    /// Evaluates a leaf view (a control without content views).
    @discardableResult
    func leaf(_ kind: String, detail: String? = nil, parent: ViewNode, context: EvaluationContext)
        -> ViewNode
    {
        makeNode(kind, detail: detail, parent: parent, context: context)
    }
}

/// `"text"` for a detail line.
func quoted(_ text: String) -> String { "\"\(text)\"" }
