/// Rewrites a `run` unit's main file into a library file whose top-level statements sit in one
/// entry function, so many units can be linked into one executable.
///
/// Declarations stay at file scope; statements (including top-level `let` and `var`) move, in
/// order, into `@MainActor @_silgen_name(symbol) public func <symbol>_entry() throws` (unique, so
/// many units can be files of one module), with the
/// group's marker prints between blocks. Lines are moved whole and never re-indented, so
/// every line keeps its origin.
///
/// Wrapping must not change meaning, so it refuses (returns `nil`) when a unit has syntax
/// errors, `@main`, `#if`, a freestanding macro other than `#Preview` at top level, `defer` or `await` at top
/// level, a declaration that takes a top-level variable's name from outside itself (it would
/// lose access to a local; a name it binds itself, such as a test's local, does not count), a
/// line shared by a declaration and a statement, or, in a `run` unit, anything whose output
/// could depend on when objects are freed (`deinit`, `weak`, `unowned`, `isKnownUniquelyReferenced`,
/// `withExtendedLifetime`): a top-level `let` of a program is a global that lives until the
/// process exits, where the entry function's local would be released when it returns (and its
/// `deinit` would print). Such units are built alone, or linked as the programs they are.
enum EntryWrapper {
    /// The function a checked unit's statements are moved into.
    static let checkEntry = "__galleyEntry"

    /// The function a run unit's statements are moved into, whose symbol is `symbol`.
    static func runEntry(_ symbol: String) -> String { symbol + "_entry" }

    /// Whether `name` is a function the wrapper moves a unit's statements into (run units'
    /// symbols are `galley_…`).
    static func isEntryFunction(_ name: String) -> Bool {
        name == checkEntry || (name.hasPrefix("galley_") && name.hasSuffix(runEntry("")))
    }

    ///
    /// With a `symbol`, the entry function is public under that linker name, for the merged runner;
    /// without one it is `private`, so files of a batch that is only checked cannot clash.
    static func wrap(_ unit: CompilationUnit, symbol: String?) -> GeneratedSource? {
        try? attempt(unit, symbol: symbol).get()
    }

    /// ``wrap(_:symbol:)`` from the unit's one parse.
    static func wrap(_ parsed: ParsedUnit, symbol: String?) -> GeneratedSource? {
        try? attempt(parsed, symbol: symbol).get()
    }

    /// Why wrapping would change a unit's meaning, for the verification profile.
    enum Refusal: String, Error {
        case parserUnavailable = "the Swift parser could not be asked"
        case syntaxError = "syntax error"
        case topLevelAwait = "top-level await"
        case declarationAndStatementOnOneLine = "a declaration and a statement on one line"
        case declarationUsesTopLevelVariable = "a declaration uses a top-level variable"
        case unmovable = "@main, #if, defer or a freestanding macro at top level"
        case objectLifetimes = "output may depend on object lifetimes (deinit, weak, unowned)"
    }

    /// Tokens after which a run's output may depend on when objects are freed.
    private static let lifetimeWords: Set<String> = [
        "deinit", "weak", "unowned", "isKnownUniquelyReferenced", "withExtendedLifetime",
    ]

    /// The wrapped unit, or why it cannot be wrapped.
    static func attempt(_ unit: CompilationUnit, symbol: String?) -> Result<GeneratedSource, Refusal> {
        attempt(ParsedUnit(unit), symbol: symbol)
    }

    /// The wrapped unit, or why it cannot be wrapped, from its one parse.
    static func attempt(_ parsed: ParsedUnit, symbol: String?) -> Result<GeneratedSource, Refusal> {
        let unit = parsed.unit
        let plain = parsed.plain
        guard let syntax = parsed.syntax else { return .failure(.parserUnavailable) }
        guard !syntax.hasErrors else { return .failure(.syntaxError) }
        if unit.kind == .run, !syntax.tokenTexts.isDisjoint(with: lifetimeWords) {
            return .failure(.objectLifetimes)
        }
        var isStatementLine = [Bool?](repeating: nil, count: plain.lines.count + 1)
        var variables: Set<String> = []
        var outerNames: Set<String> = []
        for item in syntax.items {
            guard item.role != .unmovable else { return .failure(.unmovable) }
            let statement = item.role == .statement
            variables.formUnion(item.variables)
            outerNames.formUnion(item.outerNames)
            if statement, item.awaits { return .failure(.topLevelAwait) }
            for line in item.firstLine...max(item.firstLine, item.lastLine) where line < isStatementLine.count {
                if let existing = isStatementLine[line], existing != statement {
                    return .failure(.declarationAndStatementOnOneLine)
                }
                isStatementLine[line] = statement
            }
        }
        guard variables.isDisjoint(with: outerNames) else {
            return .failure(.declarationUsesTopLevelVariable)
        }
        var wrapped = GeneratedSource()
        for (offset, line) in plain.lines.enumerated() where isStatementLine[offset + 1] != true {
            wrapped.append(line, from: plain.origins[offset])
        }
        if let symbol {
            wrapped.append(
                "@MainActor @_silgen_name(\"\(symbol)\") public func \(runEntry(symbol))() throws {", from: nil)
        } else {
            wrapped.append("@MainActor private func \(checkEntry)() throws {", from: nil)
        }
        for index in unit.snippets.indices {
            if unit.needsOutputMarkers {
                wrapped.append("print(\"\\u{1E}galley-block-\(index)\")", from: nil)
            }
            for (offset, line) in plain.lines.enumerated()
            where isStatementLine[offset + 1] == true && plain.origins[offset]?.snippet == index {
                wrapped.append(line, from: plain.origins[offset])
            }
        }
        wrapped.append("}", from: nil)
        return .success(wrapped)
    }
}
