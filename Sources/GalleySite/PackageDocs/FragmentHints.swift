import Foundation
import GalleyCore
import GalleySnippets

/// Notes for blocks of a package's documentation that fail the way fragments do, each saying
/// in one line how to keep the docs as they read and have them verified: a manifest, code
/// elided with `...`, a name declared in an earlier block of the same file, a well-known name
/// of a module the block does not import (`KnownModules`), a name or module
/// the docs never show, code that belongs inside a declaration. A block that fails otherwise
/// (a misspelt member, a changed signature) gets no note: the compiler's message is the fix.
///
/// Documentation written without a verifier often shows code that is not meant to compile
/// alone; the info-string words that say so (`ignore reason="…"`, `group=NAME`) leave the
/// block's language `swift` for GitHub.
enum FragmentHints {
    /// `report` with a note on a diagnostic of each failed block of `articles`: the one whose
    /// name the note is about, or else the first.
    static func annotate(_ report: inout VerificationReport, articles: [ArticleBlocks]) {
        let files = Dictionary(articles.map { ($0.file, $0.blocks) }, uniquingKeysWith: { first, _ in first })
        for index in report.results.indices {
            guard case .failed(var diagnostics) = report.results[index].status, !diagnostics.isEmpty,
                let blocks = files[report.results[index].file],
                let position = blocks.firstIndex(where: { $0.fenceLine == report.results[index].fenceLine }),
                let explanation = explain(blocks[position], earlier: blocks[..<position], diagnostics: diagnostics)
            else { continue }
            let block = blocks[position]
            let target =
                explanation.name.flatMap { name in
                    diagnostics.firstIndex { $0.severity == .error && missingName($0.summary) == name }
                } ?? 0
            diagnostics[target].notes.append(
                Diagnostic.Note(
                    location: SourceLocation(file: block.file, line: block.fenceLine, column: block.indentation + 1),
                    message: explanation.note))
            report.results[index].status = .failed(diagnostics)
        }
    }

    /// The one-line fix for `block`, given the blocks before it in its file; `nil` when its
    /// failure is not one of a fragment's.
    static func hint(for block: FencedBlock, earlier: ArraySlice<FencedBlock>, diagnostics: [Diagnostic]) -> String? {
        explain(block, earlier: earlier, diagnostics: diagnostics)?.note
    }

    /// The note for `block` and the undeclared name it is about, if it is about one.
    private static func explain(_ block: FencedBlock, earlier: ArraySlice<FencedBlock>, diagnostics: [Diagnostic])
        -> (note: String, name: String?)?
    {
        let code = block.code
        if isManifest(code) {
            return (
                "a package manifest (or a part of one) builds only as Package.swift; mark the block "
                    + "'swift ignore reason=\"package manifest\"'", nil
            )
        }
        if let placeholder = placeholder(in: code) {
            return (
                "the block leaves code out ('\(placeholder)'), so it cannot compile; mark it "
                    + "'swift ignore reason=\"…\"', or write the code out", nil
            )
        }
        let summaries = diagnostics.filter { $0.severity == .error }.map(\.summary)
        if summaries.contains(where: isOutOfPlace) {
            return (
                "the block is code from inside a declaration; show the declaration around it, or mark the "
                    + "block 'swift ignore reason=\"…\"'", nil
            )
        }
        let missing = summaries.compactMap(missingName)
        // A platform's framework cannot be had here whatever the block imports or groups with.
        for name in missing {
            guard let module = KnownModules.module(of: name), !KnownModules.isAvailable(module) else { continue }
            return (
                "'\(name)' is \(module)'s, which this platform lacks; mark the block "
                    + "'swift ignore reason=\"needs \(module)\"'", name
            )
        }
        for name in missing {
            guard let declaring = earlier.last(where: { $0.language == "swift" && declares(name, in: $0.code) })
            else { continue }
            if declaring.spec?.mode == .ignore {
                // An ignored block is not compiled, in a group or alone: grouping cannot help.
                return (
                    "'\(name)' is declared by the block at line \(declaring.fenceLine), which is ignored; make that "
                        + "block compile and group the two, or mark this one 'swift ignore reason=\"…\"' too", name
                )
            }
            let group = declaring.spec?.group ?? "NAME"
            return (
                "'\(name)' is declared by the block at line \(declaring.fenceLine); add 'group=\(group)' to both "
                    + "blocks' info strings to compile them as one program", name
            )
        }
        // A name that no well-known module declares needs a declaration, which no import gives.
        if let name = missing.first(where: { KnownModules.module(of: $0) == nil }) {
            if name == "error" {
                return (
                    "'error' exists only in a 'catch' clause; show the 'do' and 'catch' around the block, "
                        + "or mark it 'swift ignore reason=\"…\"'", name
                )
            }
            return (
                "'\(name)' is declared in no block before this one; show its declaration in an earlier block "
                    + "(with 'group=NAME' on both), or mark this one 'swift ignore reason=\"…\"'", name
            )
        }
        for name in missing {
            guard let module = KnownModules.module(of: name) else { continue }
            if KnownModules.mirrored.contains(module) {
                return (
                    "'\(name)' is \(module)'s; add 'import \(module)' to the block and 'runtime: galleyui' to "
                        + ".galley.yml (Galley's mirror of it), or mark the block "
                        + "'swift ignore reason=\"needs \(module)\"'", name
                )
            }
            return (
                "'\(name)' is \(module)'s, which the block does not import; add 'import \(module)' to it, or "
                    + "\(module) to 'imports:' in .galley.yml beside the package's modules", name
            )
        }
        if let module = summaries.lazy.compactMap(VerificationReport.missingModule).first, module == "SwiftUI" {
            return (
                "add 'runtime: galleyui' to .galley.yml to compile SwiftUI blocks against GalleyUI, Galley's "
                    + "mirror of SwiftUI's environment system, or mark the block 'swift ignore reason=\"needs SwiftUI\"'",
                nil
            )
        }
        if let module = summaries.lazy.compactMap(VerificationReport.missingModule).first {
            return (
                "module '\(module)' is neither the package's nor the toolchain's here; mark the block "
                    + "'swift ignore reason=\"needs \(module)\"'", nil
            )
        }
        return nil
    }

    /// Whether `code` is a manifest or an excerpt of one (a dependency, a target).
    static func isManifest(_ code: String) -> Bool {
        [
            "import PackageDescription", ".package(url:", ".package(path:", ".product(name:", ".target(name:",
            ".executableTarget(name:", ".testTarget(name:",
        ]
        .contains { code.contains($0) }
    }

    /// Messages of code that only makes sense inside a type or a function (`self`, `return`,
    /// a member's modifiers).
    static func isOutOfPlace(_ summary: String) -> Bool {
        ["outside of a", "outside a", "only allowed within", "may only be declared within", "only be used within"]
            .contains { summary.contains($0) } || summary.hasPrefix("extraneous '}'")
            || summary.hasPrefix("cannot find 'self' in scope")
    }

    /// `...` or `…` standing for left-out code (not in a comment), if any: `{ ... }`, a line of its own.
    static func placeholder(in code: String) -> String? {
        for line in code.split(separator: "\n") {
            let text = line.components(separatedBy: "//").first ?? ""
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            if trimmed.contains("…") { return "…" }
            if trimmed == "..." || text.contains("{ ... }") || text.contains("{...}") || text.contains("(...)")
                || text.contains("= ...") || text.contains(", ...")
            {
                return "..."
            }
        }
        return nil
    }

    /// The name in `cannot find 'X' in scope` or `cannot find type 'X' in scope`, in
    /// `unknown attribute 'X'` (a macro or property wrapper), or in `expansion of macro 'X'
    /// requires leading '#'`: the compiler's reading of an undeclared name that is also a
    /// macro's, such as `error` outside a `catch` clause.
    static func missingName(_ summary: String) -> String? {
        let macro = "expansion of macro '"
        if summary.hasPrefix(macro), summary.hasSuffix("' requires leading '#'") {
            return String(summary.dropFirst(macro.count).prefix { $0 != "'" })
        }
        let attribute = "unknown attribute '"
        if summary.hasPrefix(attribute), summary.hasSuffix("'") {
            return String(summary.dropFirst(attribute.count).dropLast())
        }
        for prefix in ["cannot find type '", "cannot find '"] where summary.hasPrefix(prefix) {
            let rest = summary.dropFirst(prefix.count)
            guard let end = rest.firstIndex(of: "'"), rest[end...].hasPrefix("' in scope") else { return nil }
            return String(rest[..<end])
        }
        return nil
    }

    /// Whether `code` declares `name` at its top level (a type, function, property, case or type
    /// alias): only a top-level name is seen by the blocks grouped with it, not a local of a
    /// function's body or a member of a type.
    static func declares(_ name: String, in code: String) -> Bool {
        let keywords: Set<Substring> = [
            "let", "var", "func", "struct", "class", "enum", "actor", "protocol", "typealias", "case",
        ]
        var depth = 0
        for line in code.split(separator: "\n") {
            let text = Substring(line.components(separatedBy: "//").first ?? "")
            if depth == 0 {
                let words = text.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
                for (keyword, next) in zip(words, words.dropFirst())
                where keywords.contains(keyword) && next == name {
                    return true
                }
            }
            var inString = false
            for character in text {
                switch character {
                case "\"": inString.toggle()
                case "{" where !inString: depth += 1
                case "}" where !inString: depth = max(0, depth - 1)
                default: break
                }
            }
        }
        return false
    }
}
