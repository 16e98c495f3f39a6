import GalleySwiftFacts
internal import SwiftParser
internal import SwiftSyntax

/// ``SwiftFactsProvider`` in this process, with SwiftParser and SwiftIDEUtils: what the
/// `galley-syntax` helper answers with, and what the parser's own tests call directly.
package struct ParserFacts: SwiftFactsProvider {
    package init() {}

    /// The parser in this process always answers.
    package var problem: String? { nil }

    package func highlight(_ code: String) -> [ClassRun]? {
        let tree = Parser.parse(source: code)
        return ClassRun.runs(ClassMap(tree: tree, byteCount: code.utf8.count).byClass)
    }

    package func declarations(_ code: String) -> [DeclarationFact]? {
        DeclarationInventory(source: code).entries
    }

    package func significantTokens(_ code: String) -> [SignificantToken]? {
        let tree = Parser.parse(source: code)
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        return tree.tokens(viewMode: .sourceAccurate).compactMap { token in
            if case .stringSegment = token.tokenKind { return nil }
            return SignificantToken(text: token.text, line: token.startLocation(converter: converter).line)
        }
    }

    package func unit(_ code: String) -> UnitSyntax? {
        UnitParser.facts(Parser.parse(source: code))
    }

    package func units(_ codes: [String]) -> [UnitSyntax?] { parsedUnits(codes) }

    /// ``units(_:)`` in process, where every file is answered (what the helper sends back).
    package func parsedUnits(_ codes: [String]) -> [UnitSyntax] {
        codes.map { UnitParser.facts(Parser.parse(source: $0)) }
    }
}
