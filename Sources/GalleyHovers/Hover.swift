/// What the compiler knows about one identifier of a unit's file.
///
/// Positions are UTF-8 byte offsets in the file that was asked about, so the verifier can map
/// them to the lines of the blocks it came from.
package struct Hover: Sendable, Hashable, Codable {
    /// Where the identifier starts, in bytes from the start of the file.
    package var offset: Int
    /// The identifier's length in bytes.
    package var length: Int
    /// What it names, in SourceKit's words without their prefix (`var.local`, `struct`,
    /// `function.method.instance`, `macro`); ``kindName`` says it in English.
    package var kind: String
    /// The declaration as the compiler prints it (`let scale: Double`).
    package var declaration: String
    /// The type of a constant, variable or parameter, inferred or written (`[String]`).
    package var type: String?
    /// The first paragraph of the declaration's doc comment.
    package var summary: String?
    /// The module that declares it, as the compiler names it; `nil` when the file itself does.
    package var module: String?
    /// Where the file declares it, in bytes, when the file does.
    package var declarationOffset: Int?

    package init(
        offset: Int, length: Int, kind: String, declaration: String, type: String? = nil, summary: String? = nil,
        module: String? = nil, declarationOffset: Int? = nil
    ) {
        self.offset = offset
        self.length = length
        self.kind = kind
        self.declaration = declaration
        self.type = type
        self.summary = summary
        self.module = module
        self.declarationOffset = declarationOffset
    }

    /// Whether it names a value whose type is worth showing on its own (constants, variables,
    /// parameters), rather than a type, function or macro whose declaration says it all.
    package var namesValue: Bool { kind.hasPrefix("var.") }
}
