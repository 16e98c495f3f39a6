/// What a unit declares at module scope and every name it mentions, so units can share one
/// compiler process without seeing each other.
///
/// Files of one module share internal names, extension members and conformances; a unit that
/// compiles only because another unit declared something it uses would be a false proof. Two
/// units may share a batch only when neither declares a name the other mentions, and when they
/// import the same modules (extension members of a module imported by one file are visible to
/// every file of the module).
struct UnitInventory: Sendable, Hashable {
    /// Names visible to other files: top-level types, functions, operators, extension members,
    /// and, for extensions that add conformances or initializers, the extended type and protocols.
    var declared: Set<String> = []
    /// Every identifier token of the unit.
    var mentioned: Set<String> = []
    /// The modules the unit imports, sorted.
    var imports: [String] = []

    /// The inventory of the unit's main file (``CompilationUnit/source``) from its parsed lines,
    /// and the `print` of the output markers between a group's blocks. Only a parsed unit has
    /// one: without its facts a unit is never wrapped, so never put in a batch.
    init?(_ parsed: ParsedUnit) {
        guard let syntax = parsed.syntax else { return nil }
        declared = syntax.declared
        mentioned = syntax.mentioned
        imports = syntax.imports
        if parsed.unit.hasOutputMarkers { mentioned.insert("print") }
    }

    /// True when `self` and `other` can be files of one module without changing either's verdict.
    func isIndependent(of other: UnitInventory) -> Bool {
        imports == other.imports && declared.isDisjoint(with: other.mentioned)
            && other.declared.isDisjoint(with: mentioned)
    }
}
