import Foundation
import GalleyCore
import GalleySnippets

/// A SwiftPM snippet: a Swift file under the package's `Snippets/` folder, a small program that
/// DocC shows where a page says `@Snippet(path: "Counting")`.
///
/// The whole file is one block, compiled as written (no implicit import: SwiftPM builds it as a
/// program of its own). DocC's markers are comments to the compiler: lines between
/// `// snippet.hide` and `// snippet.show` are compiled and never shown, and
/// `// snippet.NAME` … `// snippet.end` marks a slice a page may show alone.
struct SnippetFile: Sendable {
    /// The file's path from the package root, e.g. `Snippets/Counting.swift`.
    var path: String
    /// What `@Snippet(path:)` calls it: its path under `Snippets/` without `.swift`.
    var name: String
    /// The names of its slices.
    var slices: [String]
    var blocks: ArticleBlocks

    init(path: String, text: String) {
        self.path = path
        name = String(path.dropFirst("Snippets/".count).dropLast(".swift".count))
        var slices: [String] = []
        for line in text.split(separator: "\n") {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            guard trimmed.hasPrefix("// snippet.") else { continue }
            let slice = String(trimmed.dropFirst("// snippet.".count).prefix { !$0.isWhitespace })
            if !["hide", "show", "end", ""].contains(slice), !slices.contains(slice) { slices.append(slice) }
        }
        self.slices = slices
        let block = FencedBlock(
            file: path, info: "swift", code: text.hasSuffix("\n") || text.isEmpty ? text : text + "\n",
            fenceLine: 1, contentStartLine: 1, closingLine: nil, directlyFollowsPrevious: false)
        var blocks = ArticleBlocks(file: path, blocks: [block])
        blocks.imports = []
        self.blocks = blocks
    }

    /// Problems of a page's `@Snippet` directives: a path with no snippet file, a slice the file
    /// does not mark. DocC accepts the path with or without `Snippets/` and the package's name
    /// before it.
    static func problems(
        _ directives: [DocCSource.Directive], snippets: [SnippetFile], packageName: String
    ) -> [Diagnostic] {
        directives.filter { $0.name == "Snippet" }.compactMap { directive in
            let arguments = Self.arguments(directive.arguments)
            guard let path = arguments["path"] else {
                return .error(
                    "docc.snippet-path", at: directive.location,
                    "@Snippet needs a path: @Snippet(path: \"NAME\"), NAME being a file of Snippets/ without .swift")
            }
            var components = path.split(separator: "/").map(String.init)
            if components.count > 1, components[0] == packageName { components.removeFirst() }
            if components.count > 1, components[0] == "Snippets" { components.removeFirst() }
            let name = components.joined(separator: "/")
            guard let snippet = snippets.first(where: { $0.name == name }) else {
                return .error(
                    "docc.snippet-not-found", at: directive.location,
                    "no snippet '\(path)': there is no Snippets/\(name).swift"
                        + NearMiss.didYouMean(name, among: snippets.map(\.name)))
            }
            if let slice = arguments["slice"], !snippet.slices.contains(slice) {
                return .error(
                    "docc.snippet-slice", at: directive.location,
                    "\(snippet.path) marks no slice '\(slice)' (a '// snippet.\(slice)' line)"
                        + NearMiss.didYouMean(slice, among: snippet.slices))
            }
            return nil
        }
    }

    /// DocC's name-value arguments, `path: "Counting", slice: setup`, as a dictionary.
    static func arguments(_ text: String) -> [String: String] {
        var pairs: [String: String] = [:]
        var parts: [String] = []
        var current = ""
        var quoted = false
        for character in text {
            if character == "\"" { quoted.toggle() }
            if character == ",", !quoted {
                parts.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        parts.append(current)
        for part in parts {
            guard let colon = part.firstIndex(of: ":") else { continue }
            let key = part[..<colon].trimmingCharacters(in: .whitespacesAndNewlines)
            var value = part[part.index(after: colon)...].trimmingCharacters(in: .whitespacesAndNewlines)
            if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") {
                value = String(value.dropFirst().dropLast())
            }
            pairs[key] = value
        }
        return pairs
    }
}
