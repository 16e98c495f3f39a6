import GalleyCore
import Testing

@testable import GalleySite

@Suite struct DocCLinkCheckerTests {
    let checker = DocCLinkChecker(
        symbols: SymbolIndex(
            paths: [
                ["Larder", "Pantry"], ["Larder", "Pantry", "stock(_:count:)"], ["Larder", "Recipe"],
                ["Larder", "Recipe", "scaled(by:)"], ["Larder", "Swift", "Int", "servings"],
            ], modules: ["Larder"]),
        articles: ["GettingStarted", "Cooking"], roots: ["Larder"])

    func link(_ kind: DocCLink.Kind, _ destination: String) -> DocCLink {
        DocCLink(kind: kind, destination: destination, location: SourceLocation(file: "L.md", line: 3, column: 7))
    }

    @Test(arguments: [
        "Pantry", "Larder", "Larder/Pantry", "Pantry/stock(_:count:)", "Pantry/stock", "stock(_:count:)",
        "Recipe/scaled(by:)-3xk2", "Recipe-swift.struct", "Int/servings", "Pantry#Stocking",
    ])
    func resolvingSymbolLinks(_ destination: String) {
        #expect(checker.problems([link(.symbol, destination)]).isEmpty)
    }

    @Test(arguments: [
        "GettingStarted", "Larder/Cooking", "/documentation/Larder/GettingStarted", "Cooking#Tabs", "#Local",
        "Recipe/scaled(by:)", "doc://com.example.larder/documentation/Larder/Pantry",
    ])
    func resolvingDocumentationLinks(_ destination: String) {
        let destination = destination.hasPrefix("doc:") ? String(destination.dropFirst(4)) : destination
        #expect(checker.problems([link(.documentation, destination)]).isEmpty)
    }

    @Test func aBrokenSymbolLinkIsReportedAtItsPlaceWithTheNearMiss() {
        let problems = checker.problems([link(.symbol, "Recipe/scaeld(by:)"), link(.symbol, "Pantry/scaled(by:)")])
        #expect(problems.map(\.id) == ["docc.unresolved-symbol", "docc.unresolved-symbol"])
        #expect(problems.allSatisfy { $0.location == SourceLocation(file: "L.md", line: 3, column: 7) })
        #expect(problems[0].summary.hasSuffix("did you mean 'Recipe/scaled(by:)'?"), "\(problems[0].summary)")
        #expect(problems[1].summary.hasSuffix("did you mean 'Recipe/scaled(by:)'?"), "\(problems[1].summary)")
    }

    @Test func aBrokenDocumentationLinkSuggestsTheArticle() {
        let problems = checker.problems([link(.documentation, "GetingStarted")])
        #expect(problems.map(\.id) == ["docc.unresolved-doc-link"])
        #expect(problems.first?.summary.hasSuffix("did you mean 'GettingStarted'?") == true)
    }

    /// Without symbols (they could not be extracted) symbol links go unchecked, and a
    /// documentation link is accepted unless it is certainly not a symbol either.
    @Test func withoutSymbolsOnlyArticlesAreChecked() {
        let blind = DocCLinkChecker(symbols: nil, articles: ["Cooking"], roots: [])
        #expect(blind.problems([link(.symbol, "Anything"), link(.documentation, "Anything")]).isEmpty)
    }
}
