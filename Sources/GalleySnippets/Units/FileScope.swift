import GalleySwiftFacts

/// A unit whose top-level declarations are given file scope, so that units
/// declaring the same names (`ContentView`, `Model`, `extension View { func card() }`) can be
/// files of one module without seeing each other.
///
/// Alone, a unit is the only file of its module, so nothing outside its file could see its
/// declarations anyway: made `private` (at file scope, the same as `fileprivate`), they are
/// still seen by every line of the unit, and by no other file of a batch. `private ` is
/// inserted, after the attributes, before each top-level type, function and type alias, and
/// before each extension that adds no conformance to a type the unit does not declare (an
/// extension member of another module's type, such as an `@Entry` key of `EnvironmentValues`,
/// is otherwise visible module-wide). Members of one type declared `fileprivate` in two files do
/// not clash, `@Entry`'s private key types included: units that declare the same key share a
/// batch. Extensions of the unit's own types are left alone: their members are no more visible
/// than the type.
///
/// The rewrite is refused (the unit keeps its declarations, and batches away from the names it
/// declares) where `private` could change what the compiler says:
/// - an access modifier other than `private` anywhere, or in a compile-fail unit any at all:
///   an access rule measured against the enclosing type changes with it (a `fileprivate`
///   witness satisfies a private type's protocol requirement, which alone it fails; an error
///   about a `private` member names the access level its type requires);
/// - an attribute not known to ignore access levels (`@inlinable`, `@usableFromInline`,
///   `@frozen`, underscored ones), or such a name anywhere in the unit;
/// - an extension that adds a conformance to a type the unit does not declare: a conformance
///   is visible module-wide, and its members could not be made `private`;
/// - operators, precedence groups, macros, and any other top-level declaration;
/// - two top-level items on one line, or a declaration whose start cannot be found in the text.
///
/// A run unit's program prints a private type's qualified name (`dump`, `String(reflecting:)`,
/// an array's or optional's description) with the context the runtime gives it, which
/// ``ModuleNames/asAlone(_:fileScoped:)`` turns back into the unit's own `Snippet.` prefix, so
/// its output reads as alone; a run unit that makes a top-level type `private` itself is not
/// rewritten, since its own context could not be told from the rewrite's. A private type nested
/// in one the rewrite made private prints its own context as alone.
///
/// Inserting text moves the columns after it; ``column(_:at:)`` moves a compiler message's
/// column back, so every message reads as in the unit's own compilation.
struct FileScope: Sendable {
    /// What is inserted.
    static let modifier = "private "
    /// The unit's lines, with the modifier inserted.
    let plain: GeneratedSource
    /// The 1-based byte column where the modifier went, in each line of the unit that got it.
    let insertions: [GeneratedSource.Origin: Int]

    /// The unit with file scope, or `nil` when the rewrite could change a diagnostic.
    init?(_ parsed: ParsedUnit) {
        let unit = parsed.unit
        guard !unit.capturesMacroExpansions,
            let syntax = parsed.syntax, !syntax.hasErrors
        else { return nil }
        var refused = Self.accessModifiers
        // A compile-fail unit's own `private` could name an access level in a message.
        if unit.kind == .compileFail { refused.insert("private") }
        guard syntax.tokenTexts.isDisjoint(with: refused), syntax.mentioned.isDisjoint(with: Self.accessAttributes)
        else { return nil }
        let ownTypes = Self.ownTypes(syntax.items)
        var insertions: [GeneratedSource.Origin: Int] = [:]
        var lines = parsed.plain.lines
        var lastLine = 0
        for item in syntax.items {
            // Two items on one line: the column of the second would be guessed.
            guard item.firstLine > lastLine else { return nil }
            lastLine = item.lastLine
            guard item.role == .declaration else { continue }
            let start: Int
            // A program prints a top-level type it made `private` with a runtime context that
            // could not be told from the one the rewrite adds (``ModuleNames``).
            if unit.kind == .run, Self.isPrivateType(item) { return nil }
            switch Self.placement(of: item, ownTypes: ownTypes) {
            case .refused: return nil
            case .none: continue
            case .before(let token): start = token
            }
            guard
                let (line, column) = DeclarationStart.locate(
                    tokens: item.tokens, upTo: start, in: lines, fromLine: item.firstLine),
                let origin = parsed.plain.origins[line]
            else { return nil }
            var bytes = Array(lines[line].utf8)
            bytes.insert(contentsOf: Self.modifier.utf8, at: column - 1)
            lines[line] = String(decoding: bytes, as: UTF8.self)
            insertions[origin] = column
        }
        var plain = GeneratedSource()
        for (line, origin) in zip(lines, parsed.plain.origins) { plain.append(line, from: origin) }
        self.plain = plain
        self.insertions = insertions
    }

    /// A compiler message's column in the rewritten line of `origin`, as in the unit's own line.
    func column(_ column: Int, at origin: GeneratedSource.Origin) -> Int {
        guard let inserted = insertions[origin], column >= inserted else { return column }
        let length = Self.modifier.utf8.count
        // A message about the modifier itself points where the declaration starts.
        return column >= inserted + length ? column - length : inserted
    }

    /// Modifiers a unit must not carry: they compare a declaration with its context's access.
    static let accessModifiers: Set<String> = ["fileprivate", "internal", "public", "package", "open"]

    /// Names of attributes whose rules depend on access levels or linkage; a unit that names
    /// one anywhere is not rewritten.
    static let accessAttributes: Set<String> = [
        "inlinable", "usableFromInline", "frozen", "backDeployed", "objc", "objcMembers", "dynamicReplacement",
        "testable", "exported", "implementationOnly", "export", "extern",
    ]

    /// Attributes written in lower case that are known to ignore access levels. An attribute
    /// named in upper case is a type or a macro (a property wrapper, a result builder, a
    /// global actor, `@Entry`, `@Observable`), whose use is checked like any other.
    static let knownAttributes: Set<String> = [
        "escaping", "autoclosure", "discardableResult", "available", "propertyWrapper", "resultBuilder",
        "dynamicMemberLookup", "dynamicCallable", "globalActor", "unchecked", "preconcurrency", "unknown",
        "convention", "isolated", "concurrent",
    ]

    /// The top-level declarations that may take `private`, by their keyword.
    static let scopedKeywords: Set<String> = ["struct", "class", "enum", "actor", "protocol", "typealias", "func"]

    /// The names of the unit's own nominal types (not its type aliases, which may name another
    /// module's type).
    static func ownTypes(_ items: [UnitSyntax.Item]) -> Set<String> {
        var names: Set<String> = []
        for item in items where item.role == .declaration {
            guard let keyword = DeclarationStart.keywordIndex(in: item.tokens),
                ["struct", "class", "enum", "actor", "protocol"].contains(item.tokens[keyword]),
                keyword + 1 < item.tokens.count
            else { continue }
            names.insert(item.tokens[keyword + 1])
        }
        return names
    }

    /// Where `private ` goes in a top-level declaration.
    enum Placement: Equatable {
        /// Before the token at this index of the declaration's tokens.
        case before(Int)
        /// Nowhere: the declaration needs no file scope (an import, `#Preview`, an extension of
        /// the unit's own type, a declaration already `private`).
        case none
        /// The unit must not be rewritten.
        case refused
    }

    /// Whether a top-level declaration is a type the unit itself made `private`.
    static func isPrivateType(_ item: UnitSyntax.Item) -> Bool {
        guard let modifiers = DeclarationStart.modifiersIndex(in: item.tokens),
            let keyword = DeclarationStart.keywordIndex(in: item.tokens)
        else { return false }
        return ["struct", "class", "enum", "actor"].contains(item.tokens[keyword])
            && item.tokens[modifiers..<keyword].contains("private")
    }

    /// Where `private ` goes in a top-level declaration.
    static func placement(of item: UnitSyntax.Item, ownTypes: Set<String>) -> Placement {
        let tokens = item.tokens
        guard DeclarationStart.attributesAreKnown(tokens, known: knownAttributes),
            let modifiers = DeclarationStart.modifiersIndex(in: tokens),
            let keyword = DeclarationStart.keywordIndex(in: tokens), keyword + 1 < tokens.count
        else { return .refused }
        if tokens[modifiers..<keyword].contains("private") { return .none }
        switch tokens[keyword] {
        case "import": return .none
        case "#": return tokens[keyword + 1] == "Preview" ? .none : .refused
        case let word where scopedKeywords.contains(word):
            return DeclarationStart.isIdentifier(tokens[keyword + 1]) ? .before(modifiers) : .refused
        case "extension":
            if ownTypes.contains(tokens[keyword + 1]) { return .none }
            let end = tokens[(keyword + 1)...].firstIndex { [":", "where", "{"].contains($0) } ?? tokens.count
            let conforms = end < tokens.count && tokens[end] == ":"
            return conforms ? .refused : .before(modifiers)
        default: return .refused
        }
    }
}
