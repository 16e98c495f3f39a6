import GalleyMarkdown
import GalleySite
import GalleySwiftFacts

/// A Swift snippet of a translation whose code is not the code of the source's snippet.
///
/// Translators translate comments and the text inside string literals; everything else in a
/// snippet must stay as it is in the source, because only the source's snippets are what the
/// guide teaches. Snippets are matched by position among each article's Swift blocks and
/// compared as token streams from SwiftParser, with trivia (comments, whitespace) and the
/// contents of string literals left out, so `"Hello"` → `"Zdravo"` is fine and
/// `.padding()` → `.padding(8)` is reported.
package struct CodeDivergence: Sendable, Equatable, CustomStringConvertible {
    /// What differs.
    package enum Kind: Sendable, Equatable {
        /// Snippet `number` of the translation (counted like ``SourceRevision``'s parts) differs.
        case codeDiffers(number: Int)
        /// The articles have different numbers of Swift snippets, so positions cannot be matched.
        case snippetCount(source: Int, translation: Int)
    }

    package var kind: Kind
    /// The translation's line the difference is reported at: the snippet's opening fence.
    package var line: Int
    /// The first differing token, e.g. "line 142: the source has `2` where the translation has `6`".
    package var firstDifference: String?
    /// For a tutorial's step block, its step ("step 2 of section 3"), named instead of the snippet.
    package var step: String? = nil

    /// `snippet 3 (line 40): code differs from the source beyond comments and strings`.
    package var description: String {
        switch kind {
        case .codeDiffers(let number):
            "\(step ?? "snippet \(number)") (line \(line)): code differs from the source beyond comments and strings"
        case .snippetCount(let source, let translation):
            "has \(translation) Swift snippet(s) where the source has \(source)"
        }
    }

    /// Every divergence between a translation's Swift snippets and its source's.
    package static func find(translation: SourceArticle, source: SourceArticle) -> [CodeDivergence] {
        let ours = swiftSnippets(of: translation)
        let theirs = swiftSnippets(of: source)
        var found: [CodeDivergence] = []
        let steps = SourceRevision.stepNumbers(of: translation)
        for (mine, original) in zip(ours, theirs) {
            guard let a = significantTokens(of: mine.code), let b = significantTokens(of: original.code) else {
                // Not compared is reported, never passed as equal.
                found.append(
                    CodeDivergence(
                        kind: .codeDiffers(number: mine.number), line: mine.line,
                        firstDifference: "not compared: \(SwiftFacts.problem ?? "the Swift parser gave no answer")",
                        step: steps[mine.line]?.name))
                continue
            }
            guard a.map(\.text) != b.map(\.text) else { continue }
            let index =
                (0..<min(a.count, b.count)).first { a[$0].text != b[$0].text } ?? min(a.count, b.count)
            let line = mine.line + (a.indices.contains(index) ? a[index].line : (a.last?.line ?? 1))
            let theirsText = b.indices.contains(index) ? "`\(b[index].text)`" : "nothing"
            let oursText = a.indices.contains(index) ? "`\(a[index].text)`" : "nothing"
            found.append(
                CodeDivergence(
                    kind: .codeDiffers(number: mine.number), line: mine.line,
                    firstDifference:
                        "line \(line): the source has \(theirsText) where the translation has \(oursText)",
                    step: steps[mine.line]?.name))
        }
        if ours.count != theirs.count {
            let line = ours.dropFirst(theirs.count).first?.line ?? translation.frontMatter.bodyFirstLine
            found.append(
                CodeDivergence(
                    kind: .snippetCount(source: theirs.count, translation: ours.count), line: line,
                    firstDifference: nil))
        }
        return found
    }

    /// The significant tokens of Swift code: no trivia, no string-literal contents.
    package static func tokens(of code: String) -> [String] { significantTokens(of: code)?.map(\.text) ?? [] }

    /// Significant tokens with their 1-based line within the code, from the parser (the
    /// `galley-syntax` helper); `nil` when it could not be asked (``SwiftFacts/problem`` says why).
    static func significantTokens(of code: String) -> [(text: String, line: Int)]? {
        SwiftFacts.significantTokens(code)?.map { ($0.text, $0.line) }
    }

    /// A Swift block with its number among all of the article's code blocks and its fence line.
    struct Snippet {
        var number: Int
        var line: Int
        var code: String
    }

    static func swiftSnippets(of article: SourceArticle) -> [Snippet] {
        var snippets: [Snippet] = []
        var number = 0
        for node in article.document.nodes {
            guard case .codeBlock(let attributes) = node.kind else { continue }
            number += 1
            if attributes.language == "swift" {
                snippets.append(
                    Snippet(number: number, line: node.startLine, code: attributes.literal))
            }
        }
        return snippets
    }
}
