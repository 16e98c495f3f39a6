/// Conforming types represent a group of related commands that can be exposed to the user
/// via the main menu.
///
/// Commands are evaluated after the key window, so their `@FocusedValue` properties see what
/// that window's focused views publish; they are evaluated again when those values change.
@MainActor @preconcurrency public protocol Commands {
    /// The type of commands that represents the body of this command hierarchy.
    associatedtype Body: Commands
    /// The contents of the command hierarchy.
    @CommandsBuilder var body: Body { get }
}

/// Commands the evaluator handles directly.
@MainActor protocol PrimitiveCommands {
    func evaluate(in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext)
}

extension Never: Commands {}

/// Constructs command sets from multi-expression closures.
@MainActor @resultBuilder public struct CommandsBuilder {
    /// Builds an empty command set from a block containing no statements.
    public static func buildBlock() -> EmptyCommands { EmptyCommands() }
    /// Passes a single command group through unmodified.
    public static func buildBlock<C: Commands>(_ content: C) -> C { content }
    /// Combines several command groups.
    public static func buildBlock<each C: Commands>(_ content: repeat each C) -> TupleCommands {
        var commands: [any Commands] = []
        repeat commands.append(each content)
        return TupleCommands(commands: commands)
    }
    /// Passes a command group expression through unmodified.
    public static func buildExpression<C: Commands>(_ content: C) -> C { content }
    /// Produces optional commands for an `if` without `else`.
    public static func buildIf<C: Commands>(_ content: C?) -> C? { content }
    /// Produces the first branch of an `if`/`else` or `switch`.
    public static func buildEither<T: Commands, F: Commands>(first: T) -> ConditionalCommands<T, F> {
        ConditionalCommands(storage: .first(first))
    }
    /// Produces the second branch of an `if`/`else` or `switch`.
    public static func buildEither<T: Commands, F: Commands>(second: F) -> ConditionalCommands<T, F> {
        ConditionalCommands(storage: .second(second))
    }
    /// Passes commands inside an `if #available` through.
    public static func buildLimitedAvailability(_ content: any Commands) -> some Commands {
        TupleCommands(commands: [content])
    }
}

/// Commands that are one of two branches, built by `if`/`else` and `switch`.
public struct ConditionalCommands<T: Commands, F: Commands>: Commands, PrimitiveCommands {
    enum Storage {
        case first(T)
        case second(F)
    }
    let storage: Storage
    /// Conditional commands have no body.
    public var body: Never { fatalError("ConditionalCommands has no body") }
    func evaluate(in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext) {
        switch storage {
        case .first(let commands): evaluator.evaluateCommands(commands, parent: parent, context: context.at(".if"))
        case .second(let commands):
            evaluator.evaluateCommands(commands, parent: parent, context: context.at(".else"))
        }
    }
}

extension Optional: Commands where Wrapped: Commands {
    /// Optional commands have no body; they stand for the wrapped commands, if any.
    public var body: Never { fatalError("Optional commands have no body") }
}

extension Optional: PrimitiveCommands where Wrapped: Commands {
    func evaluate(in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext) {
        if let commands = self {
            evaluator.evaluateCommands(commands, parent: parent, context: context.at(".some"))
        }
    }
}

/// An empty group of commands.
public struct EmptyCommands: Commands, PrimitiveCommands {
    /// Creates an empty command hierarchy.
    public init() {}
    /// Empty commands have no body.
    public var body: Never { fatalError("EmptyCommands has no body") }
    func evaluate(in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext) {}
}

/// Several command groups declared together.
public struct TupleCommands: Commands, PrimitiveCommands {
    let commands: [any Commands]
    /// Tuple commands have no body.
    public var body: Never { fatalError("TupleCommands has no body") }
    func evaluate(in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext) {
        for (index, command) in commands.enumerated() {
            evaluator.evaluateCommands(command, parent: parent, context: context.at(".\(index)"))
        }
    }
}

/// Groups of controls that you can add to existing command menus.
public struct CommandGroup<Content: View>: Commands, PrimitiveCommands {
    let placement: String
    let content: Content

    /// A value that creates a command group that replaces the one at `group`.
    public init(replacing group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        placement = "replacing \(group.name)"
        content = addition()
    }
    /// A value that creates a command group placed before `group`.
    public init(before group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        placement = "before \(group.name)"
        content = addition()
    }
    /// A value that creates a command group placed after `group`.
    public init(after group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        placement = "after \(group.name)"
        content = addition()
    }

    /// A command group has no body.
    public var body: Never { fatalError("CommandGroup has no body") }

    func evaluate(in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext) {
        evaluator.container(
            "CommandGroup", detail: placement, content: content, parent: parent, context: context)
    }
}

/// Command menus are stand-alone, top-level containers for controls that perform related,
/// app-specific commands.
public struct CommandMenu<Content: View>: Commands, PrimitiveCommands {
    let name: String
    let content: Content

    /// Creates a new menu with a localized name for a collection of app-specific commands.
    public init(_ nameKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        name = nameKey.resolved
        self.content = content()
    }
    /// Creates a new menu for a collection of app-specific commands.
    public init<S: StringProtocol>(_ name: S, @ViewBuilder content: () -> Content) {
        self.name = String(name)
        self.content = content()
    }

    /// A command menu has no body.
    public var body: Never { fatalError("CommandMenu has no body") }

    func evaluate(in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext) {
        evaluator.container(
            "CommandMenu", detail: quoted(name), content: content, parent: parent, context: context)
    }
}

/// The standard locations that you can place new command groups relative to.
public struct CommandGroupPlacement: Sendable {
    let name: String
    public static let appInfo = CommandGroupPlacement(name: "appInfo")
    public static let appSettings = CommandGroupPlacement(name: "appSettings")
    public static let systemServices = CommandGroupPlacement(name: "systemServices")
    public static let appVisibility = CommandGroupPlacement(name: "appVisibility")
    public static let appTermination = CommandGroupPlacement(name: "appTermination")
    public static let newItem = CommandGroupPlacement(name: "newItem")
    public static let saveItem = CommandGroupPlacement(name: "saveItem")
    public static let importExport = CommandGroupPlacement(name: "importExport")
    public static let printItem = CommandGroupPlacement(name: "printItem")
    public static let undoRedo = CommandGroupPlacement(name: "undoRedo")
    public static let pasteboard = CommandGroupPlacement(name: "pasteboard")
    public static let textEditing = CommandGroupPlacement(name: "textEditing")
    public static let textFormatting = CommandGroupPlacement(name: "textFormatting")
    public static let toolbar = CommandGroupPlacement(name: "toolbar")
    public static let sidebar = CommandGroupPlacement(name: "sidebar")
    public static let windowSize = CommandGroupPlacement(name: "windowSize")
    public static let windowList = CommandGroupPlacement(name: "windowList")
    public static let windowArrangement = CommandGroupPlacement(name: "windowArrangement")
    public static let help = CommandGroupPlacement(name: "help")
    public static let singleWindowList = CommandGroupPlacement(name: "singleWindowList")
}

extension Evaluator {
    /// Evaluates commands like views: composite commands get a node, installed properties
    /// and a tracked `body`.
    func evaluateCommands<C: Commands>(_ commands: C, parent: ViewNode, context: EvaluationContext) {
        if let primitive = commands as? any PrimitiveCommands {
            primitive.evaluate(in: self, parent: parent, context: context)
            return
        }
        let node = makeNode(String(describing: C.self), parent: parent, context: context)
        let evaluateBody = { [unowned self, unowned node] (context: EvaluationContext) in
            self.install(commands, node: node, context: context)
            let body = self.tracking(node) { commands.body }
            self.evaluateCommands(body, parent: node, context: context.inside(node))
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
