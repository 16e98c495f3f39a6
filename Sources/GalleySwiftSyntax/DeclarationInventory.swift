import GalleySwiftFacts
internal import SwiftParser
internal import SwiftSyntax

/// The declarations of a snippet that a comparison counts, each with a stable identity.
///
/// Identities are paths such as `extension EnvironmentValues/property accent/accessor get`, so
/// the same declaration written differently (a computed property turned into an `@Entry`
/// stored one) is recognised on both sides. Function and statement bodies are not entered:
/// locals are not part of an API's shape.
struct DeclarationInventory {
    private(set) var entries: [DeclarationFact] = []

    init(source: String) {
        let tree = Parser.parse(source: source)
        for item in tree.statements {
            if let decl = item.item.as(DeclSyntax.self) { add(decl, parent: nil) }
        }
    }

    private mutating func add(_ decl: DeclSyntax, parent: String?) {
        switch decl.as(DeclSyntaxEnum.self) {
        case .structDecl(let d): addType(d.name, d.memberBlock, parent)
        case .classDecl(let d): addType(d.name, d.memberBlock, parent)
        case .enumDecl(let d): addType(d.name, d.memberBlock, parent)
        case .actorDecl(let d): addType(d.name, d.memberBlock, parent)
        case .protocolDecl(let d): addType(d.name, d.memberBlock, parent)
        case .typeAliasDecl(let d): record(.type, "type \(d.name.text)", parent)
        case .extensionDecl(let d):
            let me = record(.extension, "extension \(d.extendedType.trimmedDescription)", parent)
            addMembers(d.memberBlock, parent: me)
        case .functionDecl(let d):
            record(.function, "func \(d.name.text)(\(labels(d.signature.parameterClause)))", parent)
        case .initializerDecl(let d):
            record(.function, "init(\(labels(d.signature.parameterClause)))", parent)
        case .subscriptDecl(let d):
            let me = record(.function, "subscript(\(labels(d.parameterClause)))", parent)
            addAccessors(d.accessorBlock, parent: me)
        case .variableDecl(let d):
            for binding in d.bindings {
                let me = record(.property, "property \(binding.pattern.trimmedDescription)", parent)
                addAccessors(binding.accessorBlock, parent: me)
            }
        default: break
        }
    }

    private mutating func addType(
        _ name: TokenSyntax, _ members: MemberBlockSyntax, _ parent: String?
    ) {
        let me = record(.type, "type \(name.text)", parent)
        addMembers(members, parent: me)
    }

    private mutating func addMembers(_ block: MemberBlockSyntax, parent: String) {
        for member in block.members { add(member.decl, parent: parent) }
    }

    private mutating func addAccessors(_ block: AccessorBlockSyntax?, parent: String) {
        switch block?.accessors {
        case .getter: record(.accessor, "accessor get", parent)
        case .accessors(let list):
            for accessor in list {
                record(.accessor, "accessor \(accessor.accessorSpecifier.text)", parent)
            }
        default: break  // no accessors, or a kind a later SwiftSyntax adds
        }
    }

    private func labels(_ clause: FunctionParameterClauseSyntax) -> String {
        clause.parameters.map { "\($0.firstName.text):" }.joined()
    }

    /// Adds an entry and returns its identity; repeated identities get `#2`, `#3`… suffixes so
    /// that two extensions of one type stay distinct.
    @discardableResult
    private mutating func record(_ kind: DeclarationKind, _ name: String, _ parent: String?) -> String {
        let base = (parent.map { $0 + "/" } ?? "") + name
        var identity = base
        var ordinal = 1
        while entries.contains(where: { $0.identity == identity }) {
            ordinal += 1
            identity = "\(base)#\(ordinal)"
        }
        entries.append(DeclarationFact(kind: kind, identity: identity, parent: parent))
        return identity
    }
}
