/// One node of an evaluated view tree, as a value: what a renderer (the text outline, or an
/// HTML preview) needs to show the tree and the data that flowed through it.
public struct EvaluatedView: Sendable, Hashable {
    /// A key the view read from its environment (or focused values) and what it found.
    public struct Read: Sendable, Hashable {
        /// The key's name, e.g. `accent` or `colorScheme`.
        public var name: String
        /// The value read, described.
        public var value: String
        /// Whether no ancestor set the key, so the default was read.
        public var isDefault: Bool
        /// Where the value read was set, when it was not the default.
        public var origin: Origin?

        /// A read built by hand, for renderers' tests.
        public init(name: String, value: String, isDefault: Bool, origin: Origin? = nil) {
            self.name = name
            self.value = value
            self.isDefault = isDefault
            self.origin = origin
        }
    }

    /// The modifier that set a value, and the caller's file and line when it captured them.
    public struct Origin: Sendable, Hashable {
        /// The modifier's name, e.g. `.environment`.
        public var modifier: String
        /// The caller's `#fileID`, e.g. `Snippet/main.swift`.
        public var fileID: String?
        /// The caller's `#line`.
        public var line: Int?
    }

    /// A value set in the environment the view was placed in, and where it was set.
    public struct Setting: Sendable, Hashable {
        /// The key's name, e.g. `font` or `colorScheme`.
        public var name: String
        /// The value, described.
        public var value: String
        /// The modifier that set it.
        public var origin: Origin?
    }

    /// The view's type (`ContentView`, `Text`) or the modifier's name (`.padding`).
    public var kind: String
    /// What the view shows or the modifier sets, e.g. a text's string.
    public var detail: String?
    /// The environment and focused values this view's properties read.
    public var reads: [Read]
    /// The child nodes, in order.
    public var children: [EvaluatedView]
    /// What a renderer needs beyond `detail`: a text's string (`text`), a stack's `spacing`
    /// and `alignment`, the `edges` of a padding.
    public var attributes: [String: String]
    /// The environment values set above this view (defaults are not listed), oldest first.
    public var settings: [Setting]

    /// A node built by hand, for renderers' tests.
    public init(
        kind: String, detail: String? = nil, reads: [Read] = [], attributes: [String: String] = [:],
        settings: [Setting] = [], children: [EvaluatedView] = []
    ) {
        self.kind = kind
        self.detail = detail
        self.reads = reads
        self.attributes = attributes
        self.settings = settings
        self.children = children
    }

    @MainActor init(_ node: ViewNode) {
        kind = node.kind
        detail = node.detail
        reads = node.recorder.reads.map {
            Read(name: $0.name, value: $0.value, isDefault: $0.isDefault, origin: $0.origin.map(Origin.init))
        }
        children = node.children.map(EvaluatedView.init)
        attributes = node.attributes
        settings = node.environment.storage.entries.map {
            Setting(name: $0.name, value: describe($0.value), origin: $0.origin.map(Origin.init))
        }
    }

    /// The value of the setting named `name`, if one is set.
    public func setting(_ name: String) -> Setting? { settings.last { $0.name == name } }

    /// The tree as text, one node per line, children indented by two spaces:
    ///
    ///     ContentView  ← accent = red
    ///       VStack
    ///         Text "Hello"
    public var outline: String {
        lines(depth: 0).joined(separator: "\n")
    }

    private func lines(depth: Int) -> [String] {
        var line = String(repeating: "  ", count: depth) + kind
        if let detail, !detail.isEmpty { line += " " + detail }
        if !reads.isEmpty {
            line +=
                "  ← "
                + reads.map { "\($0.name) = \($0.value)" + ($0.isDefault ? " (default)" : "") }
                .joined(separator: ", ")
        }
        return [line] + children.flatMap { $0.lines(depth: depth + 1) }
    }
}

extension EvaluatedView.Origin {
    init(_ origin: WriteOrigin) {
        self.init(modifier: origin.modifier, fileID: origin.fileID, line: origin.line)
    }
}

extension EvaluatedView.Origin {
    /// An origin built by hand, for renderers' tests.
    public init(modifier: String, line: Int?, fileID: String? = nil) {
        self.modifier = modifier
        self.fileID = fileID
        self.line = line
    }
}

extension EvaluatedView.Setting {
    /// A setting built by hand, for renderers' tests.
    public init(name: String, value: String, setBy origin: EvaluatedView.Origin? = nil) {
        self.name = name
        self.value = value
        self.origin = origin
    }
}
