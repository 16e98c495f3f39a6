import GalleyCore
import GalleySite

/// Finds a glossary's avoided variants in an article's prose.
///
/// Prose is the title, the summary and the body outside code: fenced and indented code blocks,
/// inline code spans, link destinations and HTML comments are skipped, so code and URLs may use
/// any word. Each finding is a warning (an error when asked) at the variant's first letter,
/// naming the term to use.
package enum GlossaryCheck {
    package static func findings(in article: SourceArticle, glossary: Glossary, asErrors: Bool = false)
        -> [Diagnostic]
    {
        var codeLines = Set<Int>()
        for node in article.document.nodes {
            if case .codeBlock = node.kind {
                codeLines.formUnion(
                    node.startLine...max(node.startLine, node.endLine))
            }
        }
        let bodyFirstLine = article.frontMatter.bodyFirstLine
        var findings: [Diagnostic] = []
        var inComment = false
        for (index, line) in article.source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let number = index + 1
            if number < bodyFirstLine {
                // Front matter: only the reader-facing values.
                guard line.hasPrefix("title:") || line.hasPrefix("summary:") else { continue }
            } else if codeLines.contains(number) {
                continue
            }
            let words = proseWords(of: Substring(line), inComment: &inComment)
            for start in words.indices {
                let rest = words[start...].lazy.map(\.text)
                for term in glossary.terms {
                    guard let variant = term.variants.first(where: { $0.matches(rest) })
                    else { continue }
                    let location = SourceLocation(file: article.displayPath, line: number, column: words[start].column)
                    let message =
                        "'\(words[start].original)' is not the glossary's term for '\(term.source)'; use '\(term.target)'"
                    var notes: [Diagnostic.Note] = [
                        .init(location: term.location, message: "'\(variant.text)' is avoided here")
                    ]
                    if let note = term.note { notes.append(.init(message: note)) }
                    findings.append(
                        asErrors
                            ? .error("glossary.avoided-term", at: location, message, notes: notes)
                            : .warning("glossary.avoided-term", at: location, message, notes: notes))
                }
            }
        }
        return findings
    }

    struct Word {
        var text: String
        var original: String
        /// 1-based UTF-8 byte column.
        var column: Int
    }

    /// The words of one line of prose, with code spans, link destinations and comments blanked.
    static func proseWords(of line: Substring, inComment: inout Bool) -> [Word] {
        var words: [Word] = []
        var current = ""
        var currentColumn = 0
        var column = 1
        var inCode = false
        var inDestination = false
        var previous: Character = " "
        let characters = Array(line)
        var index = 0
        func flush() {
            if !current.isEmpty {
                words.append(Word(text: current.lowercased(), original: current, column: currentColumn))
            }
            current = ""
        }
        while index < characters.count {
            let character = characters[index]
            let width = String(character).utf8.count
            defer {
                previous = character
                column += width
                index += 1
            }
            if inComment {
                if character == ">" && index >= 2 && characters[index - 1] == "-" && characters[index - 2] == "-" {
                    inComment = false
                }
                continue
            }
            if !inCode && character == "<" && characters[index...].starts(with: ["<", "!", "-", "-"]) {
                flush()
                inComment = true
                continue
            }
            if character == "`" {
                flush()
                inCode.toggle()
                continue
            }
            if inCode { continue }
            if inDestination {
                if character == ")" { inDestination = false }
                continue
            }
            if character == "(" && previous == "]" {
                flush()
                inDestination = true
                continue
            }
            if character.isLetter || character.isNumber {
                if current.isEmpty { currentColumn = column }
                current.append(character)
            } else {
                flush()
            }
        }
        flush()
        return words
    }
}
