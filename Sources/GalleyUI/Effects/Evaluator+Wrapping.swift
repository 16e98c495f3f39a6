extension Evaluator {
    /// Evaluates `content` under a node of `kind` that stands for something applied to it: a
    /// fill, a shape transform, an effect. Unlike a container, the node does not gather
    /// container values.
    func wrapping<Content: View>(
        _ kind: String, detail: String? = nil, content: Content, parent: ViewNode, context: EvaluationContext
    ) {
        let node = makeNode(kind, detail: detail, parent: parent, context: context)
        evaluate(content, parent: node, context: context.inside(node))
    }
}

/// A number in a node's detail, as the runtime's other details show numbers: `8.0`.
func detailNumber(_ value: CGFloat) -> String { "\(Double(value))" }

/// A number in a node's detail, as the runtime's other details show numbers: `8.0`.
func detailNumber(_ value: Double) -> String { "\(value)" }

/// A style's text in a node's detail: its description when it has one, its type otherwise.
func detailStyle(_ style: some ShapeStyle) -> String {
    (style as? CustomStringConvertible)?.description ?? String(describing: type(of: style))
}
