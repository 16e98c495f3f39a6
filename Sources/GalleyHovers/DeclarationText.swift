/// Declarations and doc comments as plain text.
enum DeclarationText {
    /// A declaration without the attributes that only steer code generation (`@inlinable`,
    /// `@_alwaysEmitIntoClient`…), as Xcode's quick help leaves them out.
    static func clean(_ text: String) -> String {
        text.split(separator: " ", omittingEmptySubsequences: false).filter { word in
            !(word.hasPrefix("@_") || word == "@inlinable" || word == "@usableFromInline")
        }.joined(separator: " ")
    }

    /// The first paragraph of a doc comment, its lines joined; `nil` when it has none.
    static func summary(_ comment: String?) -> String? {
        guard let comment else { return nil }
        var lines: [Substring] = []
        for line in comment.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " }
            if trimmed.isEmpty { if lines.isEmpty { continue } else { break } }
            if lines.isEmpty, trimmed.hasPrefix("- ") || trimmed.hasPrefix("```") { return nil }
            lines.append(trimmed)
        }
        return lines.isEmpty ? nil : lines.joined(separator: " ")
    }
}
