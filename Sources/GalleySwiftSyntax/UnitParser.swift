import GalleySwiftFacts
internal import SwiftSyntax

/// The facts of ``UnitSyntax`` from a unit's parsed main file.
enum UnitParser {
    static func facts(_ tree: SourceFileSyntax) -> UnitSyntax {
        let converter = SourceLocationConverter(fileName: "unit.swift", tree: tree)
        var tokenTexts: Set<String> = []
        var mentioned: Set<String> = []
        for token in tree.tokens(viewMode: .sourceAccurate) {
            tokenTexts.insert(token.text)
            switch token.tokenKind {
            case .identifier(let name), .binaryOperator(let name), .prefixOperator(let name),
                .postfixOperator(let name):
                mentioned.insert(name.hasPrefix("`") ? String(name.dropFirst().dropLast()) : name)
            default: break
            }
        }
        var items: [UnitSyntax.Item] = []
        var declared: Set<String> = []
        var modules: Set<String> = []
        var declarationsOnly = true
        for item in tree.statements {
            var variables: [String] = []
            let role = role(of: item, variables: &variables)
            let first = converter.location(for: item.positionAfterSkippingLeadingTrivia).line
            let last = converter.location(for: item.endPositionBeforeTrailingTrivia).line
            let tokens = item.tokens(viewMode: .sourceAccurate)
            items.append(
                UnitSyntax.Item(
                    role: role, firstLine: first, lastLine: last,
                    awaits: tokens.contains(where: { $0.tokenKind == .keyword(.await) }), variables: variables,
                    tokens: role == .declaration ? tokens.map(\.text) : [],
                    outerNames: role == .declaration ? OuterNames.of(item).sorted() : []))
            guard case .decl(let declaration) = item.item else {
                declarationsOnly = false
                continue
            }
            if declaration.is(VariableDeclSyntax.self) || declaration.is(MacroExpansionDeclSyntax.self)
                || declaration.is(IfConfigDeclSyntax.self)
            {
                declarationsOnly = false
            }
            if let importDecl = declaration.as(ImportDeclSyntax.self) {
                modules.insert(importDecl.path.trimmedDescription)
            } else if let extensionDecl = declaration.as(ExtensionDeclSyntax.self) {
                declared.formUnion(members(of: extensionDecl))
            } else if !declaration.is(VariableDeclSyntax.self) {
                declared.formUnion(names(of: declaration))
            }
        }
        return UnitSyntax(
            hasErrors: tree.hasError, items: items, tokenTexts: tokenTexts, mentioned: mentioned, declared: declared,
            imports: modules.sorted(), declarationsOnly: declarationsOnly)
    }

    /// Whether an item moves into an entry function, stays at file scope, or could change
    /// meaning if either were done.
    private static func role(of item: CodeBlockItemSyntax, variables: inout [String]) -> UnitSyntax.Item.Role {
        switch item.item {
        case .stmt(let statement):
            return statement.is(DeferStmtSyntax.self) ? .unmovable : .statement
        case .expr(let expression):
            // At the top level `#Preview { … }` parses as an expression; see the declaration case.
            if let macro = expression.as(MacroExpansionExprSyntax.self) {
                return macro.macroName.text == "Preview" ? .declaration : .unmovable
            }
            return .statement
        case .decl(let declaration):
            if let variable = declaration.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    for token in binding.pattern.tokens(viewMode: .sourceAccurate) {
                        if case .identifier = token.tokenKind { variables.append(token.text) }
                    }
                }
                return .statement
            }
            if let macro = declaration.as(MacroExpansionDeclSyntax.self) {
                // GalleyUI's `#Preview` expands to a private view type: the same declaration at
                // the file scope of a library as at the top level of a main file. Any other macro
                // might expand to statements or depend on top-level code, so it stays unwrapped.
                return macro.macroName.text == "Preview" ? .declaration : .unmovable
            }
            if declaration.is(IfConfigDeclSyntax.self) { return .unmovable }
            if let attributed = declaration.asProtocol(WithAttributesSyntax.self),
                attributed.attributes.contains(where: {
                    $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "main"
                })
            {
                return .unmovable
            }
            return .declaration
        @unknown default:
            return .unmovable
        }
    }

    /// What an extension makes visible to other files: its members' names, and the extended
    /// type and protocols when it adds conformances or unnamed members (initializers, subscripts).
    private static func members(of extensionDecl: ExtensionDeclSyntax) -> Set<String> {
        var declared: Set<String> = []
        var widensType = extensionDecl.inheritanceClause != nil
        for protocolName in extensionDecl.inheritanceClause?.inheritedTypes ?? [] {
            declared.insert(protocolName.type.trimmedDescription)
        }
        for member in extensionDecl.memberBlock.members {
            let names = names(of: member.decl)
            if names.isEmpty { widensType = true }  // initializers, subscripts: no name of their own
            declared.formUnion(names)
        }
        if widensType { declared.insert(extensionDecl.extendedType.trimmedDescription) }
        return declared
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
