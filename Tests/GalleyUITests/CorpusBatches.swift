import Foundation

/// Groups corpus files into modules that one compiler process can type-check together.
///
/// One `swiftc` per file costs start-up (loading GalleyUI and the macro plugin) each time, so
/// the corpus compiles in a few whole-module batches instead. Files in one batch must not declare the same internal top-level
/// name (or two `@main` types), and a file with top-level statements needs its own process
/// (only `main.swift` or a lone file may have them). The plan is greedy: each file goes to
/// the first batch it does not clash with.
enum CorpusBatches {
    /// Files compiled together, and files that must be compiled alone.
    struct Plan {
        var batches: [[URL]]
        var standalone: [URL]
    }

    static let maximumBatchSize = 100

    static func plan(_ files: [URL]) -> Plan {
        var batches: [(files: [URL], names: Set<String>, words: Set<String>)] = []
        var standalone: [URL] = []
        for file in files {
            let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
            if hasTopLevelStatements(text) {
                standalone.append(file)
                continue
            }
            let names = declaredNames(text)
            let words = words(in: text)
            // A name declared in one file would also shadow SwiftUI's (a `struct Settings`
            // hides the `Settings` scene) in every other file of the batch that uses it.
            if let index = batches.firstIndex(where: {
                $0.files.count < maximumBatchSize && $0.names.isDisjoint(with: names)
                    && $0.words.isDisjoint(with: names) && $0.names.isDisjoint(with: words)
            }) {
                batches[index].files.append(file)
                batches[index].names.formUnion(names)
                batches[index].words.formUnion(words)
            } else {
                batches.append(([file], names, words))
            }
        }
        return Plan(batches: batches.map(\.files), standalone: standalone)
    }

    /// Internal names a file declares at the top level or as `@Entry` members (which become
    /// `__Key_<name>` types), plus `@main` when it has an entry point.
    static func declaredNames(_ text: String) -> Set<String> {
        var names: Set<String> = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            if line.hasPrefix("@main") { names.insert("@main") }
            if line.contains("@Entry"), let name = word(after: "var ", in: line) {
                names.insert("entry:" + name)
            }
            guard let first = line.first, first != " ", first != "}", first != "/" else { continue }
            if line.hasPrefix("private ") || line.hasPrefix("fileprivate ") { continue }
            if line.hasPrefix("extension ") { continue }
            for keyword in [
                "struct ", "class ", "enum ", "protocol ", "actor ", "func ", "typealias ", "let ", "var ",
            ] {
                if let name = word(after: keyword, in: line) {
                    names.insert(name)
                    break
                }
            }
        }
        return names
    }

    /// Whether the file has statements at the top level: a call or assignment starting a
    /// line at column 0 (declarations start with a keyword or an attribute).
    static func hasTopLevelStatements(_ text: String) -> Bool {
        text.split(separator: "\n").contains { line in
            guard let first = line.first, first.isLetter || first == "_" else { return false }
            let head = line.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
            let rest = line.dropFirst(head.count)
            return rest.hasPrefix("(") || rest.hasPrefix(" = ") || rest.hasPrefix(" += ")
        }
    }

    /// Every identifier the file mentions.
    static func words(in text: String) -> Set<String> {
        Set(
            text.split { !($0.isLetter || $0.isNumber || $0 == "_") }.filter { $0.first?.isNumber == false }
                .map(String.init))
    }

    private static func word(after keyword: String, in line: Substring) -> String? {
        guard let range = line.range(of: keyword) else { return nil }
        let name = line[range.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        return name.isEmpty ? nil : String(name)
    }
}
