/// A view modifier that adds accessibility properties to the view.
///
/// Galley has no accessibility tree: each property is recorded as a node named after the
/// modifier that set it (`.accessibilityLabel "Play"`), above the view it describes.
///
/// Properties added to an attachment modifier that is already there (SwiftUI's
/// `ModifiedContent` methods for it, which return the same type) are kept in the order they
/// were added; each is a node, the last added outermost, as separate modifiers would be.
nonisolated public struct AccessibilityAttachmentModifier: ViewModifier {
    /// The properties, in the order they were set: a name and its value.
    var properties: [(name: String, detail: String?)]

    init(name: String, detail: String?) {
        properties = [(name, detail)]
    }

    /// This modifier with one more property.
    func adding(_ name: String, _ detail: String?) -> AccessibilityAttachmentModifier {
        var copy = self
        copy.properties.append((name, detail))
        return copy
    }

    /// The modifier has no body; the evaluator records it.
    public func body(content: Content) -> Never { primitiveBody(Self.self) }
}

extension AccessibilityAttachmentModifier: PrimitiveModifier {
    @MainActor package func evaluate(
        in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext,
        content: @escaping @MainActor (ViewNode, EvaluationContext) -> Void
    ) {
        var node = parent
        var inner = context
        for property in properties.reversed() {
            node = evaluator.makeNode(property.name, detail: property.detail, parent: node, context: inner)
            inner = inner.inside(node)
        }
        content(node, inner)
    }
}

extension View {
    /// Records an accessibility property as `name` with `detail`.
    nonisolated func accessibility(_ name: String, _ detail: String? = nil)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        modifier(AccessibilityAttachmentModifier(name: name, detail: detail))
    }

    /// Records an accessibility modifier that takes views (a representation, children, an
    /// action's label): they are evaluated after the content, in its environment, as
    /// siblings of it under the modifier's node.
    nonisolated func accessibility<V: View>(_ name: String, views: V) -> some View {
        modifier(AccessibilityContentModifier(name: name, views: views))
    }
}

/// The modifier behind `accessibility(_:views:)`.
nonisolated struct AccessibilityContentModifier<Views: View>: ViewModifier, PrimitiveModifier {
    let name: String
    let views: Views

    func body(content: Content) -> Never { primitiveBody(Self.self) }

    @MainActor func evaluate(
        in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext,
        content: @escaping @MainActor (ViewNode, EvaluationContext) -> Void
    ) {
        let node = evaluator.makeNode(name, parent: parent, context: context)
        content(node, context.inside(node))
        evaluator.evaluate(views, parent: node, context: context.insideContainer(node).at(".accessibility"))
    }
}
