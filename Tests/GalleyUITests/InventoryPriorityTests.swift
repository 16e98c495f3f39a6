import Foundation
import Testing

/// The inventory's **Files** and **Priority** columns are measured, not guessed: each
/// available entry's count of corpus files that use it, and the priority that count gives.
@Suite struct InventoryPriorityTests {
    /// The corpus files that compile (the sample the counts come from), as text.
    static let corpus: [String] = CorpusTests.compiling.compactMap {
        try? String(contentsOf: $0, encoding: .utf8)
    }

    /// The inventory's "counted by" list: `- `Symbol`: `form`, `form``.
    static let countedBy: [String: [String]] = {
        let url = SnippetCompiler.packageRoot.appendingPathComponent("Public/galleyui-inventory.md")
        let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        var forms: [String: [String]] = [:]
        for line in text.split(separator: "\n") where line.hasPrefix("- `") {
            let quoted = line.split(separator: "`", omittingEmptySubsequences: false)
                .enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
            guard let symbol = quoted.first else { continue }
            forms[symbol] = Array(quoted.dropFirst())
        }
        return forms
    }()

    /// The regular expression that finds a use of `symbol`.
    static func pattern(for symbol: String) -> String {
        if let forms = countedBy[symbol] { return forms.map(asWord).joined(separator: "|") }
        let name = symbol.drop { ".@#".contains($0) }.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        if symbol.hasPrefix(".") { return "\\." + name + "\\s*[({]" }
        return asWord(String(symbol.prefix { !$0.isLetter }) + name)
    }

    /// `form` literally, not inside a longer identifier.
    static func asWord(_ form: String) -> String {
        let identifier: (Character?) -> Bool = { $0.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false }
        return (identifier(form.first) ? "(?<![A-Za-z0-9_])" : "")
            + NSRegularExpression.escapedPattern(for: form) + (identifier(form.last) ? "\\b" : "")
    }

    static func files(using symbol: String) -> Int {
        let pattern = pattern(for: symbol)
        return corpus.filter { $0.range(of: pattern, options: .regularExpression) != nil }.count
    }

    static func priority(files: Int) -> String {
        files >= 10 ? "high" : files >= 3 ? "medium" : "low"
    }

    @Test func countsAndPrioritiesMatchTheCorpus() {
        #expect(Self.corpus.count >= 140)
        for entry in InventoryTests.entries {
            if entry.status == "missing" {
                #expect(entry.files == "–" && entry.priority.hasSuffix("(est.)"), "\(entry)")
                continue
            }
            let count = Self.files(using: entry.symbol)
            let expected =
                "| \(entry.area) | `\(entry.symbol)` | \(entry.status) | \(count) | "
                + "\(Self.priority(files: count)) | \(entry.notes.isEmpty ? "" : entry.notes + " ")|"
            #expect(
                entry.files == String(count) && entry.priority == Self.priority(files: count),
                "\(entry) no longer matches the corpus; write:\n\(expected)")
        }
    }

    @Test func countingFindsUsesNotLongerNames() {
        #expect(Self.asWord("@State") == "@State\\b")
        #expect("@StateObject var m".range(of: Self.pattern(for: "@State"), options: .regularExpression) == nil)
        #expect("@State var m".range(of: Self.pattern(for: "@State"), options: .regularExpression) != nil)
        #expect("x.padding {".range(of: Self.pattern(for: ".padding(_:_:)"), options: .regularExpression) != nil)
        #expect("HorizontalAlignment".range(of: Self.pattern(for: "Alignment"), options: .regularExpression) == nil)
        #expect(Self.countedBy["DismissAction"] == ["\\.dismiss", "DismissAction"])
    }
}
