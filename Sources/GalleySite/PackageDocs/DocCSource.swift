import GalleyCore

/// A page of a DocC catalog as CommonMark sees it: DocC's block directives (`@Metadata { … }`,
/// `@Row`, `@Column`, `@TabNavigator`, `@Snippet(path:)`, …) taken out, and their contents
/// moved left, so a code block nested in `@Column { … }` is a code block, never a paragraph.
///
/// A directive's line (its name, arguments and braces) becomes a blank line, and a closing `}`
/// too; the lines of its contents lose the indentation of their first non-blank line, as DocC's
/// parser removes it. `@Comment { … }` hides everything inside it, as DocC renders none of it.
/// The text keeps its lines, so every line number holds; ``shifts`` says how many columns each
/// line lost, which the blocks' columns and the links' columns add back.
struct DocCSource: Sendable {
    /// One directive: its name, where its `@` is, and its argument text (between the parentheses).
    struct Directive: Sendable, Hashable {
        var name: String
        var location: SourceLocation
        var arguments: String
    }

    /// The Markdown without directives, line for line.
    var markdown: String
    /// Columns (bytes of indentation) removed from each line, by 0-based line index.
    var shifts: [Int]
    var directives: [Directive]

    private struct Frame {
        var name: String
        /// The indentation of the contents, set by their first non-blank line.
        var indentation: Int?
        var hides: Bool
    }

    /// Splits DocC's directives out of `text`, whose diagnostics name `file`.
    init(parsing text: String, file: String) {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let endsWithNewline = lines.last == ""
        if endsWithNewline { lines.removeLast() }
        var output: [Substring] = []
        var shifts: [Int] = []
        var directives: [Directive] = []
        var stack: [Frame] = []
        var fence: (character: Character, length: Int)?
        // A directive whose arguments continue on the next lines, until their `)`.
        var open: Directive?
        for (index, original) in lines.enumerated() {
            var line = original
            var shift = 0
            for level in stack.indices {
                let leading = line.prefix { $0 == " " }.count
                if stack[level].indentation == nil, leading < line.count { stack[level].indentation = leading }
                let removed = min(leading, stack[level].indentation ?? 0)
                line = line.dropFirst(removed)
                shift += removed
            }
            shifts.append(shift)
            let hidden = stack.contains(where: \.hides)
            if var pending = open {
                // Argument text runs to the first unescaped `)`; a `{` after it opens the contents.
                if let close = Self.closingParenthesis(in: line) {
                    pending.arguments += "\n" + line[..<close]
                    directives.append(pending)
                    if Self.opensContents(line[line.index(after: close)...].drop { $0 == " " || $0 == "\t" }) {
                        stack.append(Frame(name: pending.name, hides: pending.name == "Comment"))
                    }
                    open = nil
                } else {
                    pending.arguments += "\n" + line
                    open = pending
                }
                output.append("")
                continue
            }
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if let current = fence {
                if Self.closesFence(trimmed, current) { fence = nil }
                output.append(hidden ? "" : line)
                continue
            }
            if trimmed.trimmingTrailingSpaces() == "}", !stack.isEmpty {
                stack.removeLast()
                output.append("")
                continue
            }
            if let parsed = Self.directive(
                trimmed, line: index + 1, column: shift + line.count - trimmed.count + 1, file: file)
            {
                switch parsed.arguments {
                case .complete(let arguments, let rest):
                    directives.append(
                        Directive(name: parsed.name, location: parsed.location, arguments: String(arguments)))
                    if Self.opensContents(rest) {
                        stack.append(Frame(name: parsed.name, hides: parsed.name == "Comment"))
                    }
                case .continued(let arguments):
                    open = Directive(name: parsed.name, location: parsed.location, arguments: String(arguments))
                }
                output.append("")
                continue
            }
            if line.count - trimmed.count <= 3, let opening = Self.fenceOpening(trimmed) { fence = opening }
            output.append(hidden ? "" : line)
        }
        markdown = output.joined(separator: "\n") + (endsWithNewline ? "\n" : "")
        self.shifts = shifts
        self.directives = directives
    }

    private enum Arguments {
        /// The arguments (empty without parentheses), and what follows them on the line.
        case complete(Substring, rest: Substring)
        /// The arguments so far: their `)` is on a later line.
        case continued(Substring)
    }

    /// A directive's opening, `@Name`, `@Name(arguments)`, optionally followed by `{`.
    private static func directive(
        _ text: Substring, line: Int, column: Int, file: String
    ) -> (name: String, location: SourceLocation, arguments: Arguments)? {
        guard text.first == "@", let first = text.dropFirst().first, first.isLetter else { return nil }
        let name = text.dropFirst().prefix { !"(){}:, \t".contains($0) }
        var rest = text.dropFirst(1 + name.count).drop { $0 == " " || $0 == "\t" }
        var arguments: Substring = ""
        if rest.first == "(" {
            rest = rest.dropFirst()
            guard let close = closingParenthesis(in: rest) else {
                return (String(name), SourceLocation(file: file, line: line, column: column), .continued(rest))
            }
            arguments = rest[..<close]
            rest = rest[rest.index(after: close)...]
        }
        let after = rest.drop { $0 == " " || $0 == "\t" }
        // `@Name` followed by prose is not a directive of DocC's either; keep it as text.
        guard after.isEmpty || after.first == "{" else { return nil }
        return (String(name), SourceLocation(file: file, line: line, column: column), .complete(arguments, rest: after))
    }

    /// True when `rest` opens contents that continue on the next lines (`{` without its `}`).
    private static func opensContents(_ rest: Substring) -> Bool {
        guard rest.first == "{" else { return false }
        return rest.filter { $0 == "{" }.count > rest.filter { $0 == "}" }.count
    }

    private static func closingParenthesis(in text: Substring) -> Substring.Index? {
        var escaped = false
        var quoted = false
        for index in text.indices {
            let character = text[index]
            if escaped {
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "\"" {
                quoted.toggle()
            } else if character == ")", !quoted {
                return index
            }
        }
        return nil
    }

    private static func fenceOpening(_ text: Substring) -> (character: Character, length: Int)? {
        guard let character = text.first, character == "`" || character == "~" else { return nil }
        let length = text.prefix { $0 == character }.count
        guard length >= 3 else { return nil }
        if character == "`", text.dropFirst(length).contains("`") { return nil }
        return (character, length)
    }

    private static func closesFence(_ text: Substring, _ fence: (character: Character, length: Int)) -> Bool {
        let run = text.prefix { $0 == fence.character }.count
        return run >= fence.length && text.dropFirst(run).trimmingTrailingSpaces().isEmpty
    }
}

extension Substring {
    fileprivate func trimmingTrailingSpaces() -> Substring {
        var text = self
        while let last = text.last, last == " " || last == "\t" || last == "\r" { text = text.dropLast() }
        return text
    }
}
