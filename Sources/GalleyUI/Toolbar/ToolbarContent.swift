/// Conforming types represent items that can be placed in various locations in a toolbar.
///
/// Galley evaluates toolbar content like views: each item's content is evaluated under the
/// `.toolbar` node of the view that declares it, in that view's environment. A custom
/// `ToolbarContent` gets its own node, its properties installed and its `body` tracked.
@MainActor @preconcurrency public protocol ToolbarContent {
    /// The type of content representing the body of this toolbar content.
    associatedtype Body: ToolbarContent
    /// The composition of content that comprise the toolbar content.
    @ToolbarContentBuilder var body: Body { get }
}

/// Conforming types represent items that can be placed in various locations in a customizable
/// toolbar.
@MainActor @preconcurrency public protocol CustomizableToolbarContent: ToolbarContent
where Body: CustomizableToolbarContent {}

extension Never: ToolbarContent, CustomizableToolbarContent {}

/// Toolbar content the evaluator handles directly: items, groups, tuples, conditionals.
@MainActor protocol PrimitiveToolbarContent {
    func evaluate(in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext)
}

extension Evaluator {
    /// Evaluates toolbar content under `parent`: primitive content adds its items; composite
    /// content gets a node, installed properties and a tracked `body`, rebuilt when what it
    /// read changes.
    func evaluateToolbar<C: ToolbarContent>(_ content: C, parent: ViewNode, context: EvaluationContext) {
        if let primitive = content as? any PrimitiveToolbarContent {
            primitive.evaluate(in: self, parent: parent, context: context)
            return
        }
        let node = makeNode(String(describing: C.self), parent: parent, context: context)
        let evaluateBody = { [unowned self, unowned node] (context: EvaluationContext) in
            self.install(content, node: node, context: context)
            let body = self.tracking(node) { content.body }
            self.evaluateToolbar(body, parent: node, context: context.inside(node))
        }
        node.rebuild = { [unowned node] transaction in
            var context = context
            context.transaction = transaction
            node.removeChildren()
            node.recorder.reset()
            evaluateBody(context)
        }
        evaluateBody(context)
    }
}
