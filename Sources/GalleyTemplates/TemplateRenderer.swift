import GalleyCore

/// Renders a template tree against a context stack, the way the Mustache spec describes.
struct TemplateRenderer {
    /// How many sections and partials may be open at once; data-driven recursion through a
    /// partial stops here with an error instead of exhausting the stack.
    static let maximumDepth = 200
    /// How many times sections and partials may be entered in one render, and how large the
    /// output may grow: nested list sections multiply (three items nested twenty deep is
    /// 3^20 passes), so a hostile template stops with an error instead of running for hours.
    static let maximumPasses = 200_000
    static let maximumOutputBytes = 64 << 20

    let partials: [String: Template]
    let mode: RenderMode
    /// The UTF-8 bytes written so far: appending bytes was a fraction of what appending to a
    /// string cost, piece by piece, on every page.
    private(set) var output: [UInt8] = []
    private var stack: [TemplateValue]
    private var depth = 0
    private var passes = 0

    init(root: TemplateValue, partials: [String: Template], mode: RenderMode) {
        self.partials = partials
        self.mode = mode
        stack = [root]
        output.reserveCapacity(1 << 15)
    }

    mutating func render(_ nodes: [TemplateNode], indentation: String) throws(DiagnosticError) {
        for node in nodes {
            switch node {
            case .text(let text):
                output.append(utf8: text)
            case .lineStart:
                if !indentation.isEmpty { output.append(utf8: indentation) }
            case .variable(let name, let escaped, let location):
                try interpolate(name, escaped: escaped, at: location)
            case .section(let name, let inverted, let children, let location):
                try renderSection(
                    name, inverted: inverted, children, at: location, indentation: indentation)
            case .partial(let name, let ownIndentation, let location):
                try renderPartial(
                    name, indentation: ownIndentation.map { indentation + $0 } ?? "", at: location)
            }
        }
    }

    // MARK: - Tags

    private mutating func interpolate(
        _ name: TemplateName, escaped: Bool, at location: SourceLocation
    ) throws(DiagnosticError) {
        guard let value = lookUp(name) else {
            if mode == .strict { throw DiagnosticError(missing(name, at: location)) }
            return
        }
        if case .htmlBytes(let bytes) = value {
            if escaped {
                bytes.withUnsafeBufferPointer { HTMLBytes.appendEscaped($0, to: &output) }
            } else {
                output.append(contentsOf: bytes)
            }
            return
        }
        guard let text = value.interpolatedText else {
            if mode == .strict {
                throw DiagnosticError(
                    .error(
                        "template.not-interpolatable", at: location,
                        "'\(name)' is \(value.kindDescription) and cannot be shown as text; "
                            + "use a section {{#\(name)}}…{{/\(name)}}"))
            }
            return
        }
        if escaped {
            HTMLBytes.appendEscaped(text, to: &output)
            return
        }
        if mode == .strict, case .string = value {
            throw DiagnosticError(
                .error(
                    "template.unescaped-string", at: location,
                    "'\(name)' is plain text, which is always escaped; use {{\(name)}}, "
                        + "or mark the value as HTML on the Swift side"))
        }
        output.append(utf8: text)
    }

    private mutating func renderSection(
        _ name: TemplateName, inverted: Bool, _ children: [TemplateNode], at location: SourceLocation,
        indentation: String
    ) throws(DiagnosticError) {
        let value = lookUp(name) ?? .null
        if inverted {
            if value.isFalsey { try nested(children, indentation: indentation, at: location) }
            return
        }
        switch value {
        case _ where value.isFalsey:
            return
        case .bool(true):
            try nested(children, indentation: indentation, at: location)
        case .list(let items):
            for item in items {
                try nested(children, indentation: indentation, pushing: item, at: location)
            }
        default:
            try nested(children, indentation: indentation, pushing: value, at: location)
        }
    }

    private mutating func renderPartial(
        _ name: String, indentation: String, at location: SourceLocation
    ) throws(DiagnosticError) {
        guard let partial = partials[name] else {
            if mode == .strict {
                throw DiagnosticError(
                    .error(
                        "template.missing-partial", at: location,
                        "no partial named '\(name)'" + NearMiss.didYouMean(name, among: partials.keys)))
            }
            return
        }
        try nested(partial.nodes, indentation: indentation, at: location)
    }

    private mutating func nested(
        _ nodes: [TemplateNode], indentation: String, pushing value: TemplateValue? = nil,
        at location: SourceLocation
    ) throws(DiagnosticError) {
        guard depth < Self.maximumDepth else {
            throw DiagnosticError(
                .error(
                    "template.recursion-limit", at: location,
                    "more than \(Self.maximumDepth) sections and partials are open at once; "
                        + "is a partial including itself without end?"))
        }
        passes += 1
        guard passes <= Self.maximumPasses, output.count <= Self.maximumOutputBytes else {
            throw DiagnosticError(
                .error(
                    "template.work-limit", at: location,
                    "rendering entered sections and partials more than \(Self.maximumPasses) times or wrote "
                        + "more than \(Self.maximumOutputBytes >> 20) MiB; do nested list sections multiply?"))
        }
        depth += 1
        if let value { stack.append(value) }
        defer {
            depth -= 1
            if value != nil { stack.removeLast() }
        }
        try render(nodes, indentation: indentation)
    }

    // MARK: - Names

    /// Resolves a name: the first key through the context stack from the top, the rest within
    /// what it found. `nil` means missing (a `.null` value is found, not missing).
    private func lookUp(_ name: TemplateName) -> TemplateValue? {
        guard let first = name.keys.first else { return stack.last }
        var found: TemplateValue?
        for scope in stack.reversed() {
            found = scope[first]
            if found != nil { break }
        }
        guard var value = found else { return nil }
        for key in name.keys.dropFirst() {
            guard let member = value[key] else { return nil }
            value = member
        }
        return value
    }

    private func missing(_ name: TemplateName, at location: SourceLocation) -> Diagnostic {
        // Suggest from what the failing key could have been: the keys of the object the chain
        // reached, or every key on the context stack for a single name.
        var candidates = Set<String>()
        var reached: TemplateValue?
        for (index, key) in name.keys.enumerated() {
            let next = index == 0 ? stack.reversed().lazy.compactMap({ $0[key] }).first : reached?[key]
            guard let next else {
                let scope = index == 0 ? stack : [reached].compactMap { $0 }
                for case .object(let members) in scope { candidates.formUnion(members.keys) }
                let prefix = name.keys.prefix(index).joined(separator: ".")
                let what = index == 0 ? "'\(key)'" : "'\(key)' in '\(prefix)'"
                return .error(
                    "template.missing-variable", at: location,
                    "no value named \(what)" + NearMiss.didYouMean(key, among: candidates.sorted()))
            }
            reached = next
        }
        return .error("template.missing-variable", at: location, "no value named '\(name)'")
    }
}
