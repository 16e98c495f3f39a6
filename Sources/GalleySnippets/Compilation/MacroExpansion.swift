import Foundation

/// One macro expansion buffer printed by `-dump-macro-expansions`.
package struct MacroExpansion: Sendable, Hashable, Codable {
    /// The macro's name as it appears in the buffer's mangled name, e.g. `Entry` or `TaskLocal`.
    package var macro: String
    /// The expansion's role: `accessor`, `peer`, `member`, `member attribute`, `conformance`,
    /// `extension`, `body`, `expression`, `declaration` or `preamble`.
    package var role: String
    /// The generated Swift code.
    package var text: String

    /// Extracts every expansion from compiler output (standard error).
    ///
    /// The compiler prints each buffer as `@__swiftmacro_<mangled>.swift`, a dashed rule, the
    /// code and another rule. The macro name and role are read from the mangled name, whose
    /// last identifier before the role code (`fMa_` accessor, `fMp_` peer, …) is the macro's.
    static func parse(_ output: String) -> [MacroExpansion] {
        buffers(output).map(\.expansion)
    }

    /// Every expansion of compiler output with the buffer's name as dumped
    /// (`@__swiftmacro_<mangled>.swift`), which ``MacroAttribution`` reads to find its unit.
    static func buffers(_ output: String) -> [(header: String, expansion: MacroExpansion)] {
        var expansions: [(header: String, expansion: MacroExpansion)] = []
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
        var index = 0
        while index < lines.count {
            let header = lines[index]
            guard header.hasPrefix("@__swiftmacro_"), index + 1 < lines.count, isRule(lines[index + 1])
            else {
                index += 1
                continue
            }
            var body: [Substring] = []
            var cursor = index + 2
            while cursor < lines.count, !isRule(lines[cursor]) {
                body.append(lines[cursor])
                cursor += 1
            }
            let (macro, role) = describe(String(header))
            expansions.append(
                (String(header), MacroExpansion(macro: macro, role: role, text: body.joined(separator: "\n"))))
            index = cursor + 1
        }
        return expansions
    }

    /// The expansions as one readable text, each headed by a comment naming its macro and role.
    ///
    /// Only attached macros' expansions are shown: a freestanding macro's (`#Preview`) names a
    /// type after its file, line and a hash of the compilation, which batching changes, while
    /// what a reader compares is what attributes (`@Entry`, `@Observable`) add to declarations.
    /// A merged unit's module, in the mangled names an expansion generates, is spelled as the
    /// unit alone spells it (`Snippet`), as ``ModuleNames`` does for output.
    static func render(_ expansions: [MacroExpansion]) -> String {
        expansions.filter { !freestandingRoles.contains($0.role) }
            .map { "// @\($0.macro) (\($0.role))\n\(moduleAsAlone($0.text))" }.joined(separator: "\n\n")
    }

    static let freestandingRoles: Set<String> = ["expression", "declaration", "code item"]

    /// `text` with each mangled `$s<length><module>` of a merged unit's module as `$s7Snippet`.
    static func moduleAsAlone(_ text: String) -> String {
        guard text.contains("$s") else { return text }
        var result = ""
        var rest = Substring(text)
        while let marker = rest.range(of: "$s") {
            result += rest[..<marker.upperBound]
            rest = rest[marker.upperBound...]
            let digits = rest.prefix { $0.isASCII && $0.isNumber }
            guard let length = Int(digits), length > 0 else { continue }
            let name = rest.dropFirst(digits.count).prefix(length)
            guard name.count == length, name.hasPrefix("GalleyUnit_") || name.hasPrefix("GalleyRunBatch") else {
                continue
            }
            result += "7Snippet"
            rest = rest.dropFirst(digits.count + length)
        }
        return result + rest
    }

    private static func isRule(_ line: Substring) -> Bool {
        line.count >= 10 && line.allSatisfy { $0 == "-" }
    }

    private static let roles: [(String, String)] = [
        ("fMa", "accessor"), ("fMp", "peer"), ("fMm", "member"), ("fMr", "member attribute"),
        ("fMc", "conformance"), ("fMe", "extension"), ("fMb", "body"), ("fMq", "preamble"),
        ("fMf", "expression"), ("fMd", "declaration"), ("fMu", "code item"),
    ]

    private static func describe(_ header: String) -> (macro: String, role: String) {
        let mangled = header.dropFirst("@__swiftmacro_".count).replacingOccurrences(
            of: ".swift", with: "")
        for (code, role) in roles {
            guard let range = mangled.range(of: code, options: .backwards) else { continue }
            return (lastIdentifier(in: mangled[..<range.lowerBound]), role)
        }
        return ("macro", "expansion")
    }

    /// The last `<length><name>` identifier of a mangled prefix, e.g. `9TaskLocal` → `TaskLocal`.
    private static func lastIdentifier(in text: Substring) -> String {
        let characters = Array(text)
        var best = "macro"
        var index = 0
        while index < characters.count {
            guard characters[index].isNumber else {
                index += 1
                continue
            }
            var digits = ""
            while index < characters.count, characters[index].isNumber {
                digits.append(characters[index])
                index += 1
            }
            guard let length = Int(digits), length > 0, index + length <= characters.count else {
                continue
            }
            best = String(characters[index..<index + length])
            index += length
        }
        return best
    }
}
