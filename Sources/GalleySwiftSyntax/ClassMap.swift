import GalleySwiftFacts
internal import SwiftIDEUtils
internal import SwiftSyntax

/// The highlight class of every UTF-8 byte of a parsed source file.
///
/// Built in two passes: SwiftIDEUtils' token and trivia classification first, then
/// ``ContextClassifier`` overrides what needs syntax-tree context. A byte array is simple to
/// reason about and cheap at snippet sizes (a few kilobytes).
struct ClassMap {
    private(set) var byClass: [TokenClass?]

    init(tree: SourceFileSyntax, byteCount: Int) {
        byClass = Array(repeating: nil, count: byteCount)
        for range in tree.classifications {
            set(
                Self.base(range.kind), range.range.lowerBound.utf8Offset..<range.range.upperBound.utf8Offset
            )
        }
        let context = ContextClassifier(viewMode: .sourceAccurate)
        context.walk(tree)
        for (kind, range) in context.overrides { set(kind, range) }
    }

    private mutating func set(_ kind: TokenClass?, _ range: Range<Int>) {
        let clamped = range.clamped(to: 0..<byClass.count)
        for index in clamped { byClass[index] = kind }
    }

    /// The category for a SwiftIDEUtils classification, before context refinements.
    private static func base(_ kind: SyntaxClassification) -> TokenClass? {
        switch kind {
        case .keyword, .ifConfigDirective: .keyword
        case .type: .type
        case .attribute: .attribute
        case .stringLiteral: .string
        case .integerLiteral, .floatLiteral: .number
        case .lineComment, .blockComment, .docLineComment, .docBlockComment: .comment
        case .regexLiteral: .regex
        default: nil
        }
    }
}
