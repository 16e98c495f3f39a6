// `Group` of scenes, commands and toolbar content: like a group of views, it adds nothing of
// its own and stands for its content.

extension Group: Scene where Content: Scene {
    /// Creates a group of scenes.
    @MainActor public init(@SceneBuilder content: () -> Content) { self.init(content: content()) }

    /// A group has no body; its scenes are collected in its place.
    @MainActor public var body: Never { fatalError("Group has no body") }
}

extension Group: PrimitiveScene where Content: Scene {
    @MainActor func collect(into collector: SceneCollector, environment: EnvironmentValues) {
        collector.collect(content, environment: environment)
    }
}

extension Group: Commands where Content: Commands {
    /// Creates a group of commands.
    @MainActor public init(@CommandsBuilder content: () -> Content) { self.init(content: content()) }

    /// A group has no body; its commands are evaluated in its place.
    @MainActor public var body: Never { fatalError("Group has no body") }
}

extension Group: PrimitiveCommands where Content: Commands {
    @MainActor func evaluate(in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext) {
        evaluator.evaluateCommands(content, parent: parent, context: context.at(".group"))
    }
}

extension Group: ToolbarContent where Content: ToolbarContent {
    /// Creates a group of toolbar content.
    @MainActor public init(@ToolbarContentBuilder content: () -> Content) { self.init(content: content()) }

    /// A group has no body; its items are evaluated in its place.
    @MainActor public var body: Never { return primitiveBody(Self.self) }
}

extension Group: PrimitiveToolbarContent where Content: ToolbarContent {
    @MainActor func evaluate(in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext) {
        evaluator.evaluateToolbar(content, parent: parent, context: context.at(".group"))
    }
}

extension Group: CustomizableToolbarContent where Content: CustomizableToolbarContent {}
