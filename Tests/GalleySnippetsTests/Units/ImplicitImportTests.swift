import Testing

@testable import GalleySnippets

/// The implicit imports and language mode a unit compiles with: the session's, an article's
/// own over them, and never an import the unit's blocks write themselves.
@Suite struct ImplicitImportTests {
    func article(_ code: String, info: String = "swift") -> ArticleBlocks {
        ArticleBlocks(
            file: "README.md",
            blocks: [
                FencedBlock(
                    file: "README.md", info: info, code: code, fenceLine: 3, contentStartLine: 4, closingLine: 6,
                    directlyFollowsPrevious: false)
            ])
    }

    let settings = SnippetSettings(languageMode: 6, runtime: .none, imports: ["Larder", "Foundation"])

    @Test func aModuleTheBlockImportsItselfIsNotImportedAgain() {
        let units = Verifier.units(
            of: [article("internal import Larder\nlet pantry = Pantry()\n")], settings: settings, shard: .all)
        #expect(units.map(\.preamble) == [["import Foundation"]])
        let plain = Verifier.units(of: [article("let pantry = Pantry()\n")], settings: settings, shard: .all)
        #expect(plain.map(\.preamble) == [["import Larder", "import Foundation"]])
    }

    @Test func anArticleMaySetItsOwnImportsAndLanguageMode() {
        var own = article("print(1)\n")
        own.imports = []
        own.languageMode = 5
        var versioned = article("print(2)\n", info: "swift swift-version=6")
        versioned.languageMode = 5
        let units = Verifier.units(of: [own, versioned], settings: settings, shard: .all)
        #expect(units.map(\.preamble) == [[], ["import Larder", "import Foundation"]])
        #expect(units.map(\.languageMode) == [5, 6])
    }
}
