/// Reads the start of a top-level declaration from its tokens (``FileScope``): its attributes,
/// its modifiers, its keyword, and where a token stands in the unit's text.
///
/// The parser gives a declaration's tokens in order, without the trivia between them (spaces,
/// line breaks, comments), so a token is found in the text by matching each token in turn and
/// skipping trivia where the next token does not start.
enum DeclarationStart {
    /// Modifiers a top-level declaration may carry before its keyword.
    static let modifiers: Set<String> = ["private", "final", "nonisolated", "indirect"]

    /// The index of the first token after the leading attributes (`@MainActor`,
    /// `@available(iOS 17, *)`, `@SwiftUI.MainActor`), or `nil` when they cannot be read.
    static func modifiersIndex(in tokens: [String]) -> Int? {
        var index = 0
        while index < tokens.count, tokens[index] == "@" {
            index += 2
            while index + 1 < tokens.count, tokens[index] == "." { index += 2 }
            if index < tokens.count, tokens[index] == "(" {
                guard let end = closingParenthesis(in: tokens, from: index) else { return nil }
                index = end + 1
            }
        }
        return index < tokens.count ? index : nil
    }

    /// The index of the declaration's keyword (`struct`, `func`, `extension`, `#`…), after its
    /// attributes and ``modifiers``.
    static func keywordIndex(in tokens: [String]) -> Int? {
        guard var index = modifiersIndex(in: tokens) else { return nil }
        while index < tokens.count, modifiers.contains(tokens[index]) {
            index += 1
            // `nonisolated(unsafe)`
            if index < tokens.count, tokens[index] == "(" {
                guard let end = closingParenthesis(in: tokens, from: index) else { return nil }
                index = end + 1
            }
        }
        return index < tokens.count ? index : nil
    }

    /// Whether every attribute among `tokens` is one of `known` or is named in upper case (a
    /// type or a macro).
    static func attributesAreKnown(_ tokens: [String], known: Set<String>) -> Bool {
        for (index, token) in tokens.enumerated() where token == "@" {
            guard index + 1 < tokens.count, let first = tokens[index + 1].unicodeScalars.first else { return false }
            let name = tokens[index + 1]
            guard known.contains(name) || ("A"..."Z").contains(first) else { return false }
        }
        return true
    }

    /// Whether `token` is a name, not an operator.
    static func isIdentifier(_ token: String) -> Bool {
        guard let first = token.unicodeScalars.first else { return false }
        return first == "_" || first == "`" || first.properties.isAlphabetic
    }

    private static func closingParenthesis(in tokens: [String], from open: Int) -> Int? {
        var depth = 0
        for index in open..<tokens.count {
            if tokens[index] == "(" { depth += 1 }
            if tokens[index] == ")" {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }

    /// The line (an index into `lines`) and 1-based byte column where token `target` of a
    /// declaration starts, its first token being on the 1-based line `first`; `nil` when the
    /// tokens cannot be matched to the text.
    static func locate(tokens: [String], upTo target: Int, in lines: [String], fromLine first: Int)
        -> (line: Int, column: Int)?
    {
        guard target < tokens.count, first >= 1, first <= lines.count else { return nil }
        var cursor = TextCursor(lines: lines, line: first - 1)
        for (index, token) in tokens[...target].enumerated() {
            if !cursor.isAt(token) {
                guard cursor.skipTrivia(), cursor.isAt(token) else { return nil }
            }
            if index == target { return (cursor.line, cursor.offset + 1) }
            cursor.offset += token.utf8.count
        }
        return nil
    }
}

/// A position in a unit's lines, counted in UTF-8 bytes.
private struct TextCursor {
    let lines: [String]
    var line: Int
    var bytes: [UInt8]
    var offset = 0

    init(lines: [String], line: Int) {
        self.lines = lines
        self.line = line
        bytes = Array(lines[line].utf8)
    }

    func isAt(_ token: String) -> Bool {
        let text = Array(token.utf8)
        return offset + text.count <= bytes.count && bytes[offset..<(offset + text.count)].elementsEqual(text)
    }

    /// Moves past spaces, tabs, line breaks and comments (block comments nest); false when the
    /// lines end first.
    mutating func skipTrivia() -> Bool {
        var depth = 0
        while true {
            if offset >= bytes.count {
                line += 1
                guard line < lines.count else { return false }
                bytes = Array(lines[line].utf8)
                offset = 0
                continue
            }
            if depth > 0 {
                if isAt("*/") {
                    depth -= 1
                    offset += 2
                } else if isAt("/*") {
                    depth += 1
                    offset += 2
                } else {
                    offset += 1
                }
                continue
            }
            switch bytes[offset] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"): offset += 1
            case _ where isAt("//"): offset = bytes.count
            case _ where isAt("/*"):
                depth = 1
                offset += 2
            default: return true
            }
        }
    }
}
