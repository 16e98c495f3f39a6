import GalleyCore

/// Turns scanned pieces into a `TemplateNode` tree.
///
/// Two passes, as the Mustache spec describes: first each line holding only whitespace and one
/// section, inverted, close, partial, comment or set-delimiter tag is made *standalone* (its
/// whitespace and line break vanish); then sections are nested with an explicit stack, checking
/// that every `{{/name}}` matches the open section.
struct TemplateParser {
    /// How deeply sections may nest; deeper templates are an error rather than a risk to the stack.
    static let maximumNesting = 100

    private let scanner: TemplateScanner

    init(source: String, path: String) {
        scanner = TemplateScanner(source: source, path: path)
    }

    func parse() throws(DiagnosticError) -> [TemplateNode] {
        try nest(flatten(lines(of: scanner.scan())))
    }

    // MARK: - Standalone lines

    /// An element of a line after standalone processing.
    private enum Item {
        case node(TemplateNode)
        case tag(TemplateScanner.Tag, indentation: String?)
    }

    private func lines(of pieces: [TemplateScanner.Piece]) -> [[TemplateScanner.Piece]] {
        var lines: [[TemplateScanner.Piece]] = [[]]
        for piece in pieces {
            lines[lines.count - 1].append(piece)
            if case .lineBreak = piece { lines.append([]) }
        }
        if lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }

    private func flatten(_ lines: [[TemplateScanner.Piece]]) -> [Item] {
        var items: [Item] = []
        for line in lines {
            if let (tag, indentation) = standaloneTag(in: line) {
                items.append(.tag(tag, indentation: tag.kind == .partial ? indentation : nil))
                continue
            }
            if line.contains(where: { if case .lineBreak = $0 { false } else { true } }) {
                items.append(.node(.lineStart))
            }
            for piece in line {
                switch piece {
                case .text(let text), .lineBreak(let text): items.append(.node(.text(text)))
                case .tag(let tag): items.append(.tag(tag, indentation: nil))
                }
            }
        }
        return items
    }

    /// The line's only tag and the whitespace before it, when the line is standalone.
    private func standaloneTag(in line: [TemplateScanner.Piece]) -> (TemplateScanner.Tag, String)? {
        var found: (TemplateScanner.Tag, String)?
        var leading = ""
        for piece in line {
            switch piece {
            case .text(let text):
                guard text.allSatisfy({ $0 == " " || $0 == "\t" }) else { return nil }
                if found == nil { leading += text }
            case .lineBreak:
                break
            case .tag(let tag):
                guard found == nil, tag.kind.canStandAlone else { return nil }
                found = (tag, leading)
            }
        }
        return found
    }

    // MARK: - Nesting

    private struct OpenSection {
        var tag: TemplateScanner.Tag
        var name: TemplateName
        var inverted: Bool
        var children: [TemplateNode] = []
    }

    private func nest(_ items: [Item]) throws(DiagnosticError) -> [TemplateNode] {
        var root: [TemplateNode] = []
        var open: [OpenSection] = []
        func append(_ node: TemplateNode) {
            if open.isEmpty { root.append(node) } else { open[open.count - 1].children.append(node) }
        }
        for item in items {
            switch item {
            case .node(let node):
                append(node)
            case .tag(let tag, let indentation):
                switch tag.kind {
                case .comment, .setDelimiters:
                    break
                case .variable(let escaped):
                    append(.variable(try name(tag), escaped: escaped, tag.location))
                case .partial:
                    append(.partial(tag.content, indentation: indentation, tag.location))
                case .section(let inverted):
                    guard open.count < Self.maximumNesting else {
                        throw DiagnosticError(
                            .error(
                                "template.too-deep", at: tag.location,
                                "sections nest deeper than \(Self.maximumNesting) levels"))
                    }
                    open.append(OpenSection(tag: tag, name: try name(tag), inverted: inverted))
                case .close:
                    guard let section = open.popLast() else {
                        throw DiagnosticError(
                            .error(
                                "template.unexpected-close", at: tag.location,
                                "'{{/\(tag.content)}}' closes a section that was never opened"))
                    }
                    guard section.tag.content == tag.content else {
                        throw DiagnosticError(
                            .error(
                                "template.mismatched-close", at: tag.location,
                                "'{{/\(tag.content)}}' does not match the open section '\(section.tag.content)'",
                                notes: [.init(location: section.tag.location, message: "section opened here")]))
                    }
                    append(
                        .section(
                            section.name, inverted: section.inverted, section.children, section.tag.location))
                }
            }
        }
        if let unclosed = open.last {
            throw DiagnosticError(
                .error(
                    "template.unclosed-section", at: unclosed.tag.location,
                    "section '\(unclosed.tag.content)' is never closed; add '{{/\(unclosed.tag.content)}}'"))
        }
        return root
    }

    private func name(_ tag: TemplateScanner.Tag) throws(DiagnosticError) -> TemplateName {
        guard let name = TemplateName(tag.content) else {
            throw DiagnosticError(
                .error(
                    "template.bad-name", at: tag.location,
                    "'\(tag.content)' is not a valid name; a dotted name needs a key between each dot"))
        }
        return name
    }
}
