extension UTType {
    /// Creates the type an app owns, with `identifier`, conforming to `parentType`.
    ///
    /// It stands for the declaration an app makes in its `Info.plist`: from then on
    /// `UTType(identifier)` finds it. An identifier of the built-in table gives the table's type.
    public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self = Self.declaring(identifier, conformingTo: parentType)
    }

    /// Creates a type an app uses but another app owns, with `identifier`, conforming to
    /// `parentType`; otherwise as `init(exportedAs:conformingTo:)`.
    public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self = Self.declaring(identifier, conformingTo: parentType)
    }

    /// Creates the type of files with `filenameExtension` that conforms to `supertype`: a
    /// declared type when one has that extension, otherwise a dynamic type. Nil when the
    /// extension is empty or holds a `/`.
    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
        guard !filenameExtension.isEmpty, !filenameExtension.contains("/") else { return nil }
        self = Self.tagged(Tag(isMIMEType: false, value: filenameExtension), conformingTo: supertype)
    }

    /// Creates the type of content with `mimeType` that conforms to `supertype`: a declared
    /// type when one has that MIME type, otherwise a dynamic type. Nil when `mimeType` is not
    /// of the form `type/subtype`.
    public init?(mimeType: String, conformingTo supertype: UTType = .data) {
        let parts = mimeType.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty }) else { return nil }
        self = Self.tagged(Tag(isMIMEType: true, value: mimeType), conformingTo: supertype)
    }

    private static func declaring(_ identifier: String, conformingTo parentType: UTType?) -> UTType {
        if BuiltInTypes.entry(identifier.lowercased()) != nil { return UTType(declared: identifier.lowercased()) }
        let parents = parentType.map { [$0.identifier] } ?? []
        AppDeclarations.declare(identifier, parents: parents)
        return UTType(identifier: identifier, parents: AppDeclarations.parents(of: identifier) ?? parents, origin: .app)
    }

    private static func tagged(_ tag: Tag, conformingTo supertype: UTType) -> UTType {
        let wanted = tag.value.lowercased()
        for identifier in BuiltInTypes.identifiers {
            guard let entry = BuiltInTypes.entry(identifier) else { continue }
            let values = tag.isMIMEType ? entry.mimeTypes : entry.extensions
            guard values.contains(wanted) else { continue }
            let type = UTType(declared: identifier)
            if type.conforms(to: supertype) { return type }
        }
        return UTType(
            identifier: DynamicIdentifier.encode(tag, conformingTo: supertype.identifier),
            parents: [supertype.identifier], origin: .dynamic, tag: tag)
    }
}
