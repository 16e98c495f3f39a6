import Foundation

/// A type in the hierarchy of uniform type identifiers: a file format, a data type or an
/// abstract base such as `public.text`.
///
/// Two types are equal when their identifiers are. Conformance follows the built-in table of
/// Apple's common types and what apps declared with `init(exportedAs:conformingTo:)` or
/// `init(importedAs:conformingTo:)`:
///
/// ```swift
/// UTType.json.conforms(to: .text)                    // true
/// UTType(filenameExtension: "png") == .png           // true
/// UTType(filenameExtension: "galley")?.isDynamic     // true
/// ```
public struct UTType: Sendable {
    /// The type's identifier, such as `public.plain-text`.
    public let identifier: String
    /// The identifiers this type conforms to directly.
    let parents: [String]
    /// Where the type comes from: the built-in table, an app's declaration, or a tag.
    let origin: Origin
    /// The tag a dynamic type was made from.
    let tag: Tag?

    enum Origin: Sendable {
        case system, app, dynamic, undeclared
    }

    struct Tag: Sendable {
        var isMIMEType: Bool
        var value: String
    }

    init(identifier: String, parents: [String], origin: Origin, tag: Tag? = nil) {
        self.identifier = identifier
        self.parents = parents
        self.origin = origin
        self.tag = tag
    }

    /// A type of the built-in table; `identifier` must be one of its own.
    init(declared identifier: String) {
        self.init(identifier: identifier, parents: BuiltInTypes.entry(identifier)?.parents ?? [], origin: .system)
    }

    /// Creates the type with `identifier`; nil when no type with that identifier is known.
    public init?(_ identifier: String) {
        guard let type = Self.known(identifier) else { return nil }
        self = type
    }

    /// The declared, app-declared or dynamic type with `identifier`.
    static func known(_ identifier: String) -> UTType? {
        let lowered = identifier.lowercased()
        if BuiltInTypes.entry(lowered) != nil { return UTType(declared: lowered) }
        if let parents = AppDeclarations.parents(of: identifier) {
            return UTType(identifier: identifier, parents: parents, origin: .app)
        }
        return DynamicIdentifier.decode(identifier)
    }

    // MARK: - Properties

    /// The preferred filename extension for the type, without its leading dot.
    public var preferredFilenameExtension: String? {
        if let tag { return tag.isMIMEType ? nil : tag.value }
        return BuiltInTypes.entry(identifier)?.extensions.first
    }

    /// The preferred MIME type for the type.
    public var preferredMIMEType: String? {
        if let tag { return tag.isMIMEType ? tag.value : nil }
        return BuiltInTypes.entry(identifier)?.mimeTypes.first
    }

    /// A description of the type for people to read (in English); nil for types without one.
    public var localizedDescription: String? {
        BuiltInTypes.entry(identifier)?.description
    }

    /// Whether the system generated the type from a tag because no declared type had it.
    public var isDynamic: Bool { origin == .dynamic }

    /// Whether the type is declared: by the built-in table or by the app.
    public var isDeclared: Bool { origin == .system || origin == .app }

    /// Whether the type is declared by a public standard (its identifier is in `public.`).
    public var isPublic: Bool { origin == .system && identifier.hasPrefix("public.") }

    /// Every type this type conforms to, directly or through another, not counting itself.
    public var supertypes: Set<UTType> {
        var found: [String: UTType] = [:]
        var pending = parents
        while let next = pending.popLast() {
            guard found[next] == nil, next != identifier else { continue }
            let type =
                Self.known(next) ?? UTType(identifier: next, parents: [], origin: .undeclared)
            found[next] = type
            pending += type.parents
        }
        return Set(found.values)
    }

    // MARK: - Conformance

    /// Whether this type is `type` or conforms to it.
    public func conforms(to type: UTType) -> Bool {
        self == type || supertypes.contains(type)
    }

    /// Whether `type` conforms to this type and is not this type.
    public func isSupertype(of type: UTType) -> Bool {
        self != type && type.conforms(to: self)
    }

    /// Whether this type conforms to `type` and is not `type`.
    public func isSubtype(of type: UTType) -> Bool {
        self != type && conforms(to: type)
    }
}

extension UTType: Hashable {
    /// Types are equal when their identifiers are.
    public static func == (lhs: UTType, rhs: UTType) -> Bool { lhs.identifier == rhs.identifier }

    /// Hashes the identifier.
    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }
}

extension UTType: CustomStringConvertible, CustomDebugStringConvertible {
    /// The type's identifier.
    public var description: String { identifier }
    /// The type's identifier.
    public var debugDescription: String { identifier }
}

extension UTType: Codable {
    /// Decodes a type from its identifier; an identifier no one declared keeps its identity,
    /// conforming to nothing.
    public init(from decoder: any Decoder) throws {
        let identifier = try decoder.singleValueContainer().decode(String.self)
        self = Self.known(identifier) ?? UTType(identifier: identifier, parents: [], origin: .undeclared)
    }

    /// Encodes the type as its identifier.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(identifier)
    }
}
