internal import SwiftSyntax

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

    /// The inventory of the unit's main file (``CompilationUnit/source``): its parsed lines, and
    /// the `print` of the output markers between a group's blocks.
    init(_ parsed: ParsedUnit) {
        self.init(parsed.tree)
        if parsed.unit.hasOutputMarkers { mentioned.insert("print") }
    }

    private init(_ tree: SourceFileSyntax) {
        for token in tree.tokens(viewMode: .sourceAccurate) {
            switch token.tokenKind {
            case .identifier(let name), .binaryOperator(let name), .prefixOperator(let name),
                .postfixOperator(let name):
                mentioned.insert(name.hasPrefix("`") ? String(name.dropFirst().dropLast()) : name)
            default: break
            }
        }
        var modules: Set<String> = []
        for item in tree.statements {
            guard case .decl(let declaration) = item.item else { continue }
            if let importDecl = declaration.as(ImportDeclSyntax.self) {
                modules.insert(importDecl.path.trimmedDescription)
            } else if let extensionDecl = declaration.as(ExtensionDeclSyntax.self) {
                declareMembers(of: extensionDecl)
            } else if !declaration.is(VariableDeclSyntax.self) {
                declared.formUnion(Self.names(of: declaration))
            }
        }
        imports = modules.sorted()
    }

    /// True when `self` and `other` can be files of one module without changing either's verdict.
    func isIndependent(of other: UnitInventory) -> Bool {
        imports == other.imports && declared.isDisjoint(with: other.mentioned)
            && other.declared.isDisjoint(with: mentioned)
    }

    private mutating func declareMembers(of extensionDecl: ExtensionDeclSyntax) {
        var widensType = extensionDecl.inheritanceClause != nil
        for protocolName in extensionDecl.inheritanceClause?.inheritedTypes ?? [] {
            declared.insert(protocolName.type.trimmedDescription)
        }
        for member in extensionDecl.memberBlock.members {
            let names = Self.names(of: member.decl)
            if names.isEmpty { widensType = true }  // initializers, subscripts: no name of their own
            declared.formUnion(names)
        }
        if widensType { declared.insert(extensionDecl.extendedType.trimmedDescription) }
    }

    /// The names a declaration introduces; empty for initializers, subscripts and the like.
    private static func names(of declaration: DeclSyntax) -> Set<String> {
        if let named = declaration.asProtocol(NamedDeclSyntax.self) { return [named.name.text] }
        if let function = declaration.as(FunctionDeclSyntax.self) { return [function.name.text] }
        if let variable = declaration.as(VariableDeclSyntax.self) {
            return Set(
                variable.bindings.flatMap { binding in
                    binding.pattern.tokens(viewMode: .sourceAccurate).compactMap { token in
                        if case .identifier(let name) = token.tokenKind { return name }
                        return nil
                    }
                })
        }
        if let operatorDecl = declaration.as(OperatorDeclSyntax.self) { return [operatorDecl.name.text] }
        if let macro = declaration.as(MacroExpansionDeclSyntax.self) {
            // `#Preview` declares a private view type with a unique name: nothing another file sees.
            return macro.macroName.text == "Preview" ? [] : [macro.macroName.text]
        }
        return []
    }
}
