import Foundation

/// Evaluates views and apps the way SwiftUI would, for snippets to run and for the site to
/// show what flowed where.
///
/// ```swift
/// GalleyRuntime.run(ContentView())          // prints what the views print
/// print(GalleyRuntime.outline(ContentView()))
/// ```
///
/// Each call evaluates from scratch: `body` is called, environments are resolved per node,
/// `onAppear` actions fire in tree order, and state changes (including those made by
/// `onAppear`, `onChange` and `task`) are processed until the tree is stable.
@MainActor public enum GalleyRuntime {
    /// Evaluates `view` as the content of a window until it is stable. The runtime prints
    /// nothing itself; output comes from the snippet's own `print`s.
    ///
    /// When Galley runs the snippet, the evaluated tree is also drawn as a preview (see
    /// `PreviewDocument`); `fileID` and `line` name the call for it.
    public static func run(_ view: some View, fileID: String = #fileID, line: Int = #line) {
        PreviewDocument.record(evaluate(view), fileID: fileID, line: line)
    }

    /// Evaluates `app`: its scenes, the first window group's content as the key window, and
    /// its commands, which see the key window's focused values.
    public static func run(app: some App, fileID: String = #fileID, line: Int = #line) {
        PreviewDocument.record(evaluate(app: app), fileID: fileID, line: line)
    }

    /// Evaluates `view` and returns the evaluated tree.
    public static func evaluate(_ view: some View) -> EvaluatedView {
        let evaluator = Evaluator(rootKind: "Window")
        let focus = FocusCollector()
        evaluator.evaluate(
            view, parent: evaluator.root, context: EvaluationContext(path: "", focus: focus))
        evaluator.onPass = { [unowned evaluator] in
            focus.resolve(in: evaluator.root, evaluator: evaluator)
        }
        settle(evaluator)
        return EvaluatedView(evaluator.root)
    }

    /// Evaluates `app` and returns the evaluated tree, rooted at the app.
    public static func evaluate(app: some App) -> EvaluatedView {
        let evaluator = Evaluator(rootKind: "App")
        let focus = FocusCollector()
        let node = evaluator.makeNode(
            String(describing: type(of: app)), parent: evaluator.root, context: EvaluationContext())
        let build = { [unowned evaluator, unowned node] in
            node.removeChildren()
            evaluateScenes(of: app, in: evaluator, node: node, focus: focus)
        }
        node.rebuild = { _ in build() }
        build()
        evaluator.onPass = { [unowned evaluator] in
            focus.resolve(in: evaluator.root, evaluator: evaluator)
        }
        settle(evaluator)
        return EvaluatedView(evaluator.root)
    }

    /// The evaluated tree of `view` as an indented outline; see `EvaluatedView.outline`.
    public static func outline(_ view: some View) -> String { evaluate(view).outline }

    /// The evaluated tree of `app` as an indented outline.
    public static func outline(app: some App) -> String { evaluate(app: app).outline }

    // MARK: - Internals

    private static func evaluateScenes<A: App>(
        of app: A, in evaluator: Evaluator, node: ViewNode, focus: FocusCollector
    ) {
        let collector = SceneCollector(evaluator: evaluator, node: node)
        evaluator.install(app, node: node, context: EvaluationContext(path: node.path))
        collector.collect(evaluator.tracking(node) { app.body }, environment: EnvironmentValues())
        var keyWindowOpened = false
        for (index, window) in collector.windows.enumerated() {
            let context = EvaluationContext(
                environment: window.environment, path: node.path + ".\(index)", focus: focus)
            let opens = window.opensAtLaunch && !keyWindowOpened
            let windowNode = evaluator.makeNode(
                window.kind,
                detail: [window.title.map(quoted), opens ? "key window" : "not open"].compactMap { $0 }
                    .joined(separator: " "), parent: node, context: context)
            guard opens else { continue }
            keyWindowOpened = true
            evaluator.evaluate(window.content, parent: windowNode, context: context.inside(windowNode))
        }
        focus.resolve(in: evaluator.root, evaluator: evaluator)
        guard !collector.commands.isEmpty else { return }
        let context = EvaluationContext(path: node.path, focus: focus)
        let commandsNode = evaluator.makeNode("Commands", parent: node, context: context)
        for (index, set) in collector.commands.enumerated() {
            var inner = context.inside(commandsNode).at(".\(index)")
            inner.environment = set.environment
            evaluator.evaluateCommands(set.commands, parent: commandsNode, context: inner)
        }
    }

    private static func settle(_ evaluator: Evaluator) {
        let deadline = Date().addingTimeInterval(10)
        repeat {
            if !evaluator.settle() {
                // A tree that never settles is a bug in the snippet: the run fails.
                FileHandle.standardError.write(
                    Data(
                        "GalleyRuntime: the view tree did not settle after \(Evaluator.maximumPasses) updates\n"
                            .utf8))
                exit(1)
            }
            guard TaskTracker.shared.running > 0 else { return }
            RunLoop.main.run(until: Date().addingTimeInterval(0.005))
        } while Date() < deadline
    }
}
