import GalleyCore

/// Builds a `YAMLNode` tree from parser events with an explicit stack, so deep input cannot
/// exhaust the call stack; it stops at the first rule violation and keeps it in `failure`.
struct YAMLTreeBuilder {
    private enum Frame {
        case sequence(SourceLocation, [YAMLNode])
        case mapping(MappingFrame)
    }

    private struct MappingFrame {
        var location: SourceLocation
        var entries: [YAMLMapping.Entry] = []
        var pendingKey: (String, SourceLocation)?
        /// Where each key was first written, for the duplicate-key note (a dictionary keeps
        /// a hostile many-key mapping linear).
        var seen: [String: SourceLocation] = [:]
    }

    let map: YAMLSourceMap
    private(set) var root: YAMLNode?
    private(set) var failure: Diagnostic?
    private var stack: [Frame] = []
    private var documents = 0

    init(map: YAMLSourceMap) {
        self.map = map
    }

    /// Takes one event; returns `false` to stop reading once the input is known to be rejected.
    mutating func consume(_ event: YAMLEvent) -> Bool {
        switch event {
        case .documentStart(let mark):
            documents += 1
            if documents > 1 {
                return fail(
                    .error(
                        "yaml.multiple-documents", at: map.location(mark),
                        "a second YAML document starts here; only one is allowed"))
            }
            return true
        case .alias(let anchor, let mark):
            return fail(
                .error(
                    "yaml.alias", at: map.location(mark),
                    "aliases (*\(anchor)) are not supported; write the value out instead"))
        case .scalar(let value, let style, let mark):
            return add(YAMLNode(.scalar(value, style), at: map.location(mark)))
        case .sequenceStart(let mark):
            return open(.sequence(map.location(mark), []), at: mark)
        case .mappingStart(let mark):
            return open(.mapping(MappingFrame(location: map.location(mark))), at: mark)
        case .collectionEnd:
            guard let frame = stack.popLast() else { return true }
            switch frame {
            case .sequence(let location, let items):
                return add(YAMLNode(.sequence(items), at: location))
            case .mapping(let frame):
                return add(YAMLNode(.mapping(YAMLMapping(frame.entries)), at: frame.location))
            }
        }
    }

    private mutating func open(_ frame: Frame, at mark: LibYAMLMark) -> Bool {
        guard stack.count < YAMLParser.maximumDepth else {
            return fail(
                .error(
                    "yaml.too-deep", at: map.location(mark),
                    "YAML nests deeper than \(YAMLParser.maximumDepth) levels"))
        }
        if case .mapping(let frame) = stack.last, frame.pendingKey == nil {
            return fail(
                .error(
                    "yaml.complex-key", at: map.location(mark),
                    "mapping keys must be scalars, not lists or mappings"))
        }
        stack.append(frame)
        return true
    }

    private mutating func add(_ node: YAMLNode) -> Bool {
        guard let top = stack.popLast() else {
            root = node
            return true
        }
        switch top {
        case .sequence(let location, var items):
            items.append(node)
            stack.append(.sequence(location, items))
        case .mapping(var frame):
            if let (key, keyLocation) = frame.pendingKey {
                frame.entries.append(YAMLMapping.Entry(key: key, keyLocation: keyLocation, value: node))
                frame.pendingKey = nil
            } else {
                // `open` rejects collection keys, so a key is always a scalar.
                let key = node.scalar?.value ?? ""
                if let first = frame.seen[key] {
                    return fail(
                        .error(
                            "yaml.duplicate-key", at: node.location, "duplicate key '\(key)'",
                            notes: [.init(location: first, message: "'\(key)' was first set here")]))
                }
                frame.seen[key] = node.location
                frame.pendingKey = (key, node.location)
            }
            stack.append(.mapping(frame))
        }
        return true
    }

    private mutating func fail(_ diagnostic: Diagnostic) -> Bool {
        failure = diagnostic
        return false
    }
}
