// The system's standard command sets. Galley has no menu bar: each is evaluated as a node
// named after it, so an app's command list shows what it asked for.

/// Commands the system provides as a set: recorded as one node of `name`.
@MainActor protocol StandardCommands: Commands, PrimitiveCommands {
    static var name: String { get }
}

extension StandardCommands {
    func evaluate(in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext) {
        evaluator.makeNode(Self.name, parent: parent, context: context)
    }
}

/// A built-in set of commands for manipulating window sidebars.
public struct SidebarCommands: StandardCommands {
    static let name = "SidebarCommands"
    /// A new value describing the built-in sidebar-related commands.
    public init() {}
    /// Standard commands have no body.
    public var body: Never { fatalError("SidebarCommands has no body") }
}

/// A built-in set of commands for manipulating window toolbars.
public struct ToolbarCommands: StandardCommands {
    static let name = "ToolbarCommands"
    /// A new value describing the built-in toolbar-related commands.
    public init() {}
    /// Standard commands have no body.
    public var body: Never { fatalError("ToolbarCommands has no body") }
}

/// A built-in group of commands for searching, editing, and transforming selections of text.
public struct TextEditingCommands: StandardCommands {
    static let name = "TextEditingCommands"
    /// A new value describing the built-in text-editing commands.
    public init() {}
    /// Standard commands have no body.
    public var body: Never { fatalError("TextEditingCommands has no body") }
}

/// A built-in set of commands for transforming the styles applied to selections of text.
public struct TextFormattingCommands: StandardCommands {
    static let name = "TextFormattingCommands"
    /// A new value describing the built-in text-formatting commands.
    public init() {}
    /// Standard commands have no body.
    public var body: Never { fatalError("TextFormattingCommands has no body") }
}

/// A built-in set of commands for manipulating inspectors.
public struct InspectorCommands: StandardCommands {
    static let name = "InspectorCommands"
    /// A new value describing the built-in inspector-related commands.
    public init() {}
    /// Standard commands have no body.
    public var body: Never { fatalError("InspectorCommands has no body") }
}

/// A built-in set of commands that enables importing content from nearby devices.
public struct ImportFromDevicesCommands: StandardCommands {
    static let name = "ImportFromDevicesCommands"
    /// Creates a value describing the built-in commands for importing from devices.
    public init() {}
    /// Standard commands have no body.
    public var body: Never { fatalError("ImportFromDevicesCommands has no body") }
}
