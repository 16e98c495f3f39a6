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
    }

    /// The view's type (`ContentView`, `Text`) or the modifier's name (`.padding`).
    public var kind: String
    /// What the view shows or the modifier sets, e.g. a text's string.
    public var detail: String?
    /// The environment and focused values this view's properties read.
    public var reads: [Read]
    /// The child nodes, in order.
    public var children: [EvaluatedView]

    @MainActor init(_ node: ViewNode) {
        kind = node.kind
        detail = node.detail
        reads = node.recorder.reads.map {
            Read(name: $0.name, value: $0.value, isDefault: $0.isDefault)
        }
        children = node.children.map(EvaluatedView.init)
    }

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
