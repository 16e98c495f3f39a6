import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// The `@Model` macro of GalleySwiftData (`SwiftData` to snippets).
///
/// For
///
/// ```swift
/// @Model final class Trip {
///     @Attribute(.unique) var name: String
///     @Relationship(deleteRule: .cascade) var stops: [Stop] = []
///     @Transient var isExpanded = false
/// }
/// ```
///
/// it adds `@_PersistedProperty` to `name` and `stops` (which makes them observation-tracked),
/// the members below, and `extension Trip: SwiftData.PersistentModel, SwiftData._PersistentModelObservable {}`
/// (the second is Observation's `Observable`, named through GalleySwiftData so that a file
/// importing only SwiftData compiles):
///
/// ```swift
/// let _$backingData = SwiftData._ModelBackingData(entityName: "Trip")
/// static var schemaMetadata: [SwiftData.Schema.PropertyMetadata] { [
///     SwiftData.Schema.PropertyMetadata(name: "name", keypath: \Trip.name, metadata: SwiftData.Schema.Attribute(.unique)),
///     SwiftData.Schema.PropertyMetadata(name: "stops", keypath: \Trip.stops, metadata: SwiftData.Schema.Relationship(deleteRule: .cascade)),
/// ] }
/// nonisolated func access<_M>(keyPath: KeyPath<Trip, _M>) { … }
/// nonisolated func withMutation<_M, _R>(keyPath: KeyPath<Trip, _M>, _ mutation: () throws -> _R) rethrows -> _R { … }
/// ```
public struct ModelMacro: MemberMacro, MemberAttributeMacro, ExtensionMacro {
    public static func expansion(
        of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax,
        conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let type = declaration.as(ClassDeclSyntax.self) else {
            throw DiagnosticsError(diagnostics: [Diagnostic(node: node, message: SwiftDataDiagnostic.notAClass)])
        }
        let name = type.name.trimmedDescription
        let properties = declaration.memberBlock.members.compactMap {
            PersistedProperty($0.decl, includingTransient: false)
        }
        let metadata = properties.map { property in
            var arguments = "name: \"\(property.name)\", keypath: \\\(name).\(property.name)"
            if let options = property.options { arguments += ", metadata: \(options)" }
            return "        SwiftData.Schema.PropertyMetadata(\(arguments)),"
        }
        let list = metadata.isEmpty ? "    []" : "    [\n" + metadata.joined(separator: "\n") + "\n    ]"
        return [
            "let _$backingData = SwiftData._ModelBackingData(entityName: \"\(raw: name)\")",
            "static var schemaMetadata: [SwiftData.Schema.PropertyMetadata] {\n\(raw: list)\n}",
            """
            nonisolated func access<_M>(keyPath: KeyPath<\(raw: name), _M>) {
                _$backingData.access(self, keyPath: keyPath)
            }
            """,
            """
            nonisolated func withMutation<_M, _R>(keyPath: KeyPath<\(raw: name), _M>, _ mutation: () throws -> _R) rethrows -> _R {
                try _$backingData.withMutation(self, keyPath: keyPath, mutation)
            }
            """,
        ]
    }

    public static func expansion(
        of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
        providingAttributesFor member: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [AttributeSyntax] {
        guard declaration.is(ClassDeclSyntax.self),
            let property = PersistedProperty(DeclSyntax(member), includingTransient: false)
        else { return [] }
        _ = property
        return ["@SwiftData._PersistedProperty"]
    }

    public static func expansion(
        of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
        providingExtensionsOf type: some TypeSyntaxProtocol, conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        guard declaration.is(ClassDeclSyntax.self) else { return [] }
        guard protocols.contains(where: { $0.trimmedDescription.hasSuffix("PersistentModel") }) else { return [] }
        // Observable is named too: a conformance that an extension macro adds is not implied
        // by the protocols it refines.
        return [
            try ExtensionDeclSyntax(
                "extension \(type.trimmed): SwiftData.PersistentModel, SwiftData._PersistentModelObservable {}")
        ]
    }
}

/// The `@_PersistedProperty` macro that `@Model` attaches to each stored `var`: a private `_name`
/// peer holds the value, and the property's accessors report reads and changes, as
/// Observation's `@ObservationTracked` does.
public struct PersistedPropertyMacro: AccessorMacro, PeerMacro {
    public static func expansion(
        of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [AccessorDeclSyntax] {
        guard let property = PersistedProperty(DeclSyntax(declaration), includingTransient: true) else { return [] }
        let name = property.name
        return [
            """
            @storageRestrictions(initializes: _\(raw: name))
            init(initialValue) {
                _\(raw: name) = initialValue
            }
            """,
            """
            get {
                access(keyPath: \\.\(raw: name))
                return _\(raw: name)
            }
            """,
            """
            set {
                withMutation(keyPath: \\.\(raw: name)) {
                    _\(raw: name) = newValue
                }
            }
            """,
        ]
    }

    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let variable = declaration.as(VariableDeclSyntax.self),
            PersistedProperty(DeclSyntax(variable), includingTransient: true) != nil,
            let binding = variable.bindings.first
        else { return [] }
        let pattern = binding.pattern.trimmedDescription
        let type = binding.typeAnnotation.map { $0.trimmedDescription } ?? ""
        let initializer = binding.initializer.map { " " + $0.trimmedDescription } ?? ""
        return ["private var _\(raw: pattern)\(raw: type)\(raw: initializer)"]
    }
}

/// `@Attribute`, `@Relationship` and `@Transient`: markers that `@Model` reads; they add nothing.
public struct SchemaPropertyMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] { [] }
}

/// A stored `var` of a model class that `@Model` tracks: one identifier binding, no accessors
/// (`willSet`/`didSet` included), not `static`, `class` or `lazy`, not `@Transient` or
/// `@ObservationIgnored`, and not named with a leading underscore.
struct PersistedProperty {
    let name: String
    /// `SwiftData.Schema.Attribute(...)` or `SwiftData.Schema.Relationship(...)`, from the
    /// property's `@Attribute` or `@Relationship`.
    let options: String?

    init?(_ declaration: DeclSyntax, includingTransient: Bool) {
        guard let variable = declaration.as(VariableDeclSyntax.self),
            variable.bindingSpecifier.tokenKind == .keyword(.var), variable.bindings.count == 1,
            let binding = variable.bindings.first, binding.accessorBlock == nil,
            let identifier = binding.pattern.as(IdentifierPatternSyntax.self)
        else { return nil }
        let modifiers = variable.modifiers.map(\.name.text)
        guard !modifiers.contains(where: { ["static", "class", "lazy"].contains($0) }) else { return nil }
        let name = identifier.identifier.text
        guard !name.hasPrefix("_") else { return nil }
        var options: String?
        for case .attribute(let attribute) in variable.attributes {
            let attributeName = attribute.attributeName.trimmedDescription
            let base = attributeName.split(separator: ".").last.map(String.init) ?? attributeName
            switch base {
            case "Transient", "ObservationIgnored", "_PersistedProperty":
                if !includingTransient || base != "_PersistedProperty" { return nil }
            case "Attribute", "Relationship":
                let arguments = attribute.arguments?.trimmedDescription ?? ""
                options = "SwiftData.Schema.\(base)(\(arguments))"
            default:
                continue
            }
        }
        self.name = name
        self.options = options
    }
}

enum SwiftDataDiagnostic: String, DiagnosticMessage, Error {
    case notAClass
    case queryType

    var message: String {
        switch self {
        case .notAClass: "'@Model' can only be applied to a class; a model is a reference type"
        case .queryType: "'@Query' needs a 'var' whose type is an array of a model type, such as '[Item]'"
        }
    }
    var diagnosticID: MessageID { MessageID(domain: "GalleySwiftData", id: rawValue) }
    var severity: DiagnosticSeverity { .error }
}

/// The `@Query` macro of GalleySwiftData: for `@Query(sort: \Item.date) private var items: [Item]`
/// it produces the peer `private var _items: SwiftData.Query<Item, [Item]> = SwiftData.Query<Item,
/// [Item]>(sort: \Item.date)` and the accessor `get { _items.wrappedValue }`. The peer is the
/// dynamic property the evaluator installs; an `init` may assign `_items` as with a wrapper.
public struct QueryMacro: AccessorMacro, PeerMacro {
    public static func expansion(
        of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [AccessorDeclSyntax] {
        guard let (name, _) = queryProperty(declaration) else { return [] }
        return ["get {\n    _\(raw: name).wrappedValue\n}"]
    }

    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let (name, element) = queryProperty(declaration) else {
            throw DiagnosticsError(diagnostics: [Diagnostic(node: node, message: SwiftDataDiagnostic.queryType)])
        }
        let variable = declaration.cast(VariableDeclSyntax.self)
        let access = variable.modifiers.first {
            ["private", "fileprivate", "internal", "package", "public"].contains($0.name.text)
        }
        let prefix = access.map { $0.name.text + " " } ?? ""
        let arguments = node.arguments?.trimmedDescription ?? ""
        let type = "SwiftData.Query<\(element), [\(element)]>"
        return ["\(raw: prefix)var _\(raw: name): \(raw: type) = \(raw: type)(\(raw: arguments))"]
    }

    /// The property's name and its model type, from an `[Element]` or `Array<Element>` annotation.
    private static func queryProperty(_ declaration: some DeclSyntaxProtocol) -> (String, String)? {
        guard let variable = declaration.as(VariableDeclSyntax.self), variable.bindings.count == 1,
            let binding = variable.bindings.first,
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let type = binding.typeAnnotation?.type
        else { return nil }
        if let array = type.as(ArrayTypeSyntax.self) { return (name, array.element.trimmedDescription) }
        if let generic = type.as(IdentifierTypeSyntax.self), generic.name.text == "Array",
            let argument = generic.genericArgumentClause?.arguments.first
        {
            return (name, argument.argument.trimmedDescription)
        }
        return nil
    }
}
