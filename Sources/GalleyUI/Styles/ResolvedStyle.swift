/// A style that a `xStyle(_:)` modifier placed in the environment, with its type erased:
/// its name, and how to evaluate its body for a control's configuration.
///
/// Built-in styles (`.bordered`, `.switch`) draw nothing in Galley, so a control styled with
/// one evaluates its parts as usual; a custom style's `makeBody(configuration:)` is
/// evaluated instead, under a node named after the style's type, with the style's own
/// property wrappers (`@Environment`, `@State`) installed.
struct ResolvedStyle<Configuration>: CustomStringConvertible {
    /// The style's name: a built-in style's static member (`bordered`), or a custom style's type.
    let description: String
    /// Whether the style is one of the built-in ones.
    let isBuiltIn: Bool
    private let evaluateBody: @MainActor (Configuration, Evaluator, ViewNode, EvaluationContext) -> Void

    /// Erases `style`, whose body `makeBody` builds for a configuration.
    init<Style, Body: View>(
        _ style: Style, makeBody: @escaping @MainActor (Style, Configuration) -> Body
    ) {
        if let builtIn = style as? any BuiltInStyle {
            description = builtIn.styleName
            isBuiltIn = true
        } else {
            description = String(describing: Style.self)
            isBuiltIn = false
        }
        let box = MainActorValue(style)
        evaluateBody = { configuration, evaluator, parent, context in
            evaluator.evaluateStyleBody(of: box.value, parent: parent, context: context) {
                makeBody($0, configuration)
            }
        }
    }

    /// Evaluates the style's body for `configuration` under `parent`.
    @MainActor func evaluate(
        _ configuration: Configuration, in evaluator: Evaluator, parent: ViewNode,
        context: EvaluationContext
    ) {
        evaluateBody(configuration, evaluator, parent, context)
    }
}

/// A value handed from a nonisolated `xStyle(_:)` modifier to the main actor, where the
/// evaluator alone uses it.
///
/// The modifiers are nonisolated, as in SwiftUI, so a style may be created off the main
/// actor; it is never used there. The value is immutable and read only by evaluation, which
/// runs on the main actor, so no two isolation domains touch it at once.
private struct MainActorValue<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// A style GalleyUI declares, named after the static member that makes it.
protocol BuiltInStyle {
    /// The static member's name, e.g. `bordered` or `page(indexDisplayMode: never)`.
    var styleName: String { get }
}

/// What the environment records for a style whose protocol has no body to evaluate
/// (`PickerStyle`, `ListStyle`): its name.
struct StyleName: CustomStringConvertible {
    let description: String
}

extension Evaluator {
    /// Evaluates the custom style for `key` in the environment, if there is one, with the
    /// configuration `configuration` makes; otherwise calls `otherwise`.
    ///
    /// The style's body sees the environment without the style, so a control it builds from
    /// its configuration (`Toggle(configuration)`) is drawn in the default style instead of
    /// evaluating the same body again.
    func evaluateStyled<Key: EnvironmentKey, Configuration>(
        _ key: Key.Type, parent: ViewNode, context: EvaluationContext,
        configuration: () -> Configuration, otherwise: () -> Void
    ) where Key.Value == ResolvedStyle<Configuration>? {
        guard let style = context.environment[key], !style.isBuiltIn else { return otherwise() }
        var inner = context
        inner.environment.storage.remove(ObjectIdentifier(key))
        style.evaluate(configuration(), in: self, parent: parent, context: inner)
    }

    /// Evaluates `body` for `style` under a node named after the style's type, installing
    /// the style's property wrappers first; state the style owns re-evaluates the node.
    func evaluateStyleBody<Style, Body: View>(
        of style: Style, parent: ViewNode, context: EvaluationContext,
        body: @escaping @MainActor (Style) -> Body
    ) {
        let node = makeNode(String(describing: Style.self), parent: parent, context: context)
        let run: @MainActor (EvaluationContext) -> Void = { [unowned self, unowned node] context in
            install(style, node: node, context: context)
            let view = tracking(node) { body(style) }
            evaluate(view, parent: node, context: context.inside(node))
        }
        node.rebuild = { [unowned node] transaction in
            var context = context
            context.transaction = transaction
            node.removeChildren()
            node.recorder.reset()
            run(context)
        }
        run(context)
    }
}
