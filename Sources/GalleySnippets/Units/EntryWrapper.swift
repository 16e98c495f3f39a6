internal import SwiftParser
internal import SwiftSyntax

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
/// level, a declaration that mentions a top-level variable (it would lose access to a local),
/// a line shared by a declaration and a statement, or, in a `run` unit, anything whose output
/// could depend on when objects are freed (`deinit`, `weak`, `unowned`, `isKnownUniquelyReferenced`,
/// `withExtendedLifetime`): a top-level `let` of a program is a global that lives until the
/// process exits, where the entry function's local would be released when it returns (and its
/// `deinit` would print). Such units are built alone, or linked as the programs they are.
enum EntryWrapper {
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
        let tree = parsed.tree
        guard !tree.hasError else { return .failure(.syntaxError) }
        if unit.kind == .run,
            tree.tokens(viewMode: .sourceAccurate).contains(where: { lifetimeWords.contains($0.text) })
        {
            return .failure(.objectLifetimes)
        }
        let converter = SourceLocationConverter(fileName: "unit.swift", tree: tree)
        var isStatementLine = [Bool?](repeating: nil, count: plain.lines.count + 1)
        var variables: Set<String> = []
        var declarationTokens: Set<String> = []
        for item in tree.statements {
            guard let statement = classify(item, variables: &variables) else { return .failure(.unmovable) }
            if !statement {
                declarationTokens.formUnion(item.tokens(viewMode: .sourceAccurate).map(\.text))
            }
            if statement,
                item.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .keyword(.await) })
            {
                return .failure(.topLevelAwait)
            }
            let first = converter.location(for: item.positionAfterSkippingLeadingTrivia).line
            let last = converter.location(for: item.endPositionBeforeTrailingTrivia).line
            for line in first...last {
                if let existing = isStatementLine[line], existing != statement {
                    return .failure(.declarationAndStatementOnOneLine)
                }
                isStatementLine[line] = statement
            }
        }
        guard variables.isDisjoint(with: declarationTokens) else {
            return .failure(.declarationUsesTopLevelVariable)
        }
        var wrapped = GeneratedSource()
        for (offset, line) in plain.lines.enumerated() where isStatementLine[offset + 1] != true {
            wrapped.append(line, from: plain.origins[offset])
        }
        if let symbol {
            wrapped.append(
                "@MainActor @_silgen_name(\"\(symbol)\") public func \(symbol)_entry() throws {", from: nil)
        } else {
            wrapped.append("@MainActor private func __galleyEntry() throws {", from: nil)
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

    /// True for a statement, false for a declaration that can stay at file scope, `nil` when
    /// wrapping could change the item's meaning.
    private static func classify(_ item: CodeBlockItemSyntax, variables: inout Set<String>) -> Bool? {
        switch item.item {
        case .stmt(let statement):
            return statement.is(DeferStmtSyntax.self) ? nil : true
        case .expr(let expression):
            // At the top level `#Preview { … }` parses as an expression; see the declaration case.
            if let macro = expression.as(MacroExpansionExprSyntax.self) {
                return macro.macroName.text == "Preview" ? false : nil
            }
            return true
        case .decl(let declaration):
            if let variable = declaration.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    for token in binding.pattern.tokens(viewMode: .sourceAccurate)
                    where token.tokenKind.isIdentifier {
                        variables.insert(token.text)
                    }
                }
                return true
            }
            if let macro = declaration.as(MacroExpansionDeclSyntax.self) {
                // GalleyUI's `#Preview` expands to a private view type: the same declaration at
                // the file scope of a library as at the top level of a main file. Any other macro
                // might expand to statements or depend on top-level code, so it stays unwrapped.
                return macro.macroName.text == "Preview" ? false : nil
            }
            if declaration.is(IfConfigDeclSyntax.self) { return nil }
            if let attributed = declaration.asProtocol(WithAttributesSyntax.self),
                attributed.attributes.contains(where: {
                    $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "main"
                })
            {
                return nil
            }
            return false
        @unknown default:
            return nil
        }
    }
}

extension TokenKind {
    fileprivate var isIdentifier: Bool {
        if case .identifier = self { return true }
        return false
    }
}
