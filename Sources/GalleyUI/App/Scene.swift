/// A part of an app's user interface with a life cycle managed by the system.
@MainActor @preconcurrency public protocol Scene {
    /// The type of scene that represents the body of this scene.
    associatedtype Body: Scene
    /// The content and behavior of the scene.
    @SceneBuilder var body: Body { get }
}

/// A scene the runtime understands directly (windows, settings, modifiers, tuples).
@MainActor protocol PrimitiveScene {
    func collect(into collector: SceneCollector, environment: EnvironmentValues)
}

/// The scenes of an app, flattened in declaration order, and its commands.
@MainActor final class SceneCollector {
    struct Window {
        var kind: String
        var title: String?
        var environment: EnvironmentValues
        var content: any View
        /// Whether the scene can be the window opened at launch: settings, utility windows
        /// and menu bar extras are not.
        var opensAtLaunch = true
    }
    struct CommandSet {
        var environment: EnvironmentValues
        var commands: any Commands
    }
    var windows: [Window] = []
    var commands: [CommandSet] = []
    let evaluator: Evaluator
    let node: ViewNode

    init(evaluator: Evaluator, node: ViewNode) {
        self.evaluator = evaluator
        self.node = node
    }

    /// Collects `scene`, calling `body` of composite scenes with their properties installed.
    func collect<S: Scene>(_ scene: S, environment: EnvironmentValues) {
        if let primitive = scene as? any PrimitiveScene {
            primitive.collect(into: self, environment: environment)
            return
        }
        evaluator.install(
            scene, node: node, context: EvaluationContext(environment: environment, path: node.path))
        collect(evaluator.tracking(node) { scene.body }, environment: environment)
    }
}

extension Never: Scene {}

/// A result builder for composing a collection of scenes into a single composite scene.
@MainActor @resultBuilder public struct SceneBuilder {
    /// Passes a single scene through unmodified.
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
    /// Combines several scenes.
    public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> TupleScene {
        var scenes: [any Scene] = []
        repeat scenes.append(each content)
        return TupleScene(scenes: scenes)
    }
    /// Passes a scene expression through unmodified.
    public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }
    /// Produces an optional scene for an `if` without `else`.
    public static func buildOptional<Content: Scene>(_ content: Content?) -> OptionalScene<Content> {
        OptionalScene(scene: content)
    }
}

/// Several scenes declared together.
public struct TupleScene: Scene, PrimitiveScene {
    let scenes: [any Scene]
    /// A tuple of scenes has no body.
    public var body: Never { fatalError("TupleScene has no body") }
    func collect(into collector: SceneCollector, environment: EnvironmentValues) {
        for scene in scenes { collector.collect(scene, environment: environment) }
    }
}

/// A scene that exists only when a condition holds.
public struct OptionalScene<Content: Scene>: Scene, PrimitiveScene {
    let scene: Content?
    /// An optional scene has no body.
    public var body: Never { fatalError("OptionalScene has no body") }
    func collect(into collector: SceneCollector, environment: EnvironmentValues) {
        if let scene { collector.collect(scene, environment: environment) }
    }
}
