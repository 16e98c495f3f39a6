import GalleyCore
import GalleySnippets
import Testing

@testable import GalleySite

@Suite struct FragmentHintsTests {
    func block(_ code: String, line: Int, info: String = "swift") -> FencedBlock {
        FencedBlock(
            file: "README.md", info: info, code: code, fenceLine: line, contentStartLine: line + 1,
            closingLine: line + 3, directlyFollowsPrevious: false)
    }

    func hint(_ code: String, error: String, earlier: [FencedBlock] = []) -> String? {
        FragmentHints.hint(
            for: block(code, line: 20), earlier: earlier[...],
            diagnostics: [.error("snippet.compiler", at: nil, error)])
    }

    @Test func aManifestIsToBeIgnored() {
        let note = hint(
            "// swift-tools-version:6.0\nimport PackageDescription\n", error: "no such module 'PackageDescription'")
        #expect(note?.contains("ignore reason=\"package manifest\"") == true)
    }

    @Test func aManifestExcerptIsToBeIgnored() {
        let note = hint(
            "dependencies: [\n    .package(url: \"https://example.com/a.git\", from: \"1.0.0\")\n]\n",
            error: "expected expression")
        #expect(note?.contains("ignore reason=\"package manifest\"") == true)
    }

    @Test func codeFromInsideATypeSaysSo() {
        let note = hint(
            "func check() { print(self.name) }\n",
            error: "cannot find 'self' in scope; did you mean to use it in a type or extension context?")
        #expect(note?.hasPrefix("the block is code from inside a declaration") == true)
    }

    @Test(arguments: ["func load() { ... }\n", "let values = [1, 2, ...]\n", "...\n", "let x = …\n"])
    func elidedCodeIsToBeIgnored(_ code: String) {
        #expect(hint(code, error: "expected expression")?.contains("leaves code out") == true)
    }

    /// `...` in a comment or a range is code, not a placeholder.
    @Test func rangesAndCommentsAreNotPlaceholders() {
        #expect(FragmentHints.placeholder(in: "for i in 0...3 {}\n// ... and so on\n") == nil)
    }

    @Test func aNameFromAnEarlierBlockSuggestsItsGroup() {
        let earlier = [block("let pantry = Pantry()\n", line: 8, info: "swift group=stock")]
        let note = hint("pantry.stock(\"egg\")\n", error: "cannot find 'pantry' in scope", earlier: earlier)
        #expect(
            note
                == "'pantry' is declared by the block at line 8; add 'group=stock' to both blocks' info strings to compile them as one program"
        )
    }

    @Test func aNameDeclaredNowhereSaysSo() {
        let note = hint("client.send()\n", error: "cannot find 'client' in scope")
        #expect(note?.hasPrefix("'client' is declared in no block before this one") == true)
    }

    /// `error` outside a `catch` clause reads to the compiler as the `#error` macro.
    @Test(arguments: ["expansion of macro 'error' requires leading '#'", "cannot find 'error' in scope"])
    func theErrorOfACatchClause(_ message: String) {
        #expect(
            hint("switch error {\ndefault: break\n}\n", error: message)?.hasPrefix(
                "'error' exists only in a 'catch' clause") == true)
    }

    @Test func swiftUISuggestsTheGalleyUIRuntime() {
        #expect(
            hint("import SwiftUI\n", error: "no such module 'SwiftUI'")?.hasPrefix("add 'runtime: galleyui'") == true)
    }

    @Test func aMissingModuleIsNamed() {
        #expect(hint("import UIKit\n", error: "no such module 'UIKit'")?.contains("needs UIKit") == true)
    }

    /// An ignored block is not compiled, so grouping with it cannot help.
    @Test func anIgnoredBlockIsNoGroup() {
        let earlier = [
            block("struct Client {\n    var load: () -> Settings\n}\n", line: 8, info: "swift ignore reason=\"sketch\"")
        ]
        let note = hint(
            "let client = Client(load: { Settings() })\n", error: "cannot find 'Client' in scope", earlier: earlier)
        #expect(
            note
                == "'Client' is declared by the block at line 8, which is ignored; make that block compile and group the two, or mark this one 'swift ignore reason=\"…\"' too"
        )
    }

    /// A function's local is not seen by the blocks grouped with it: no group is suggested.
    @Test func aLocalOfAnEarlierFunctionIsNoGroup() {
        let earlier = [block("func check() async {\n    let shelf = Pantry()\n    await shelf.load()\n}\n", line: 8)]
        let note = hint("shelf.stock(\"egg\")\n", error: "cannot find 'shelf' in scope", earlier: earlier)
        #expect(note?.hasPrefix("'shelf' is declared in no block before this one") == true, "\(note ?? "")")
    }

    @Test func aTopLevelDeclarationAfterAFunctionIsAGroup() {
        let earlier = [block("func check() {\n    print(1)\n}\nlet shelf = Pantry()\n", line: 8)]
        let note = hint("shelf.stock(\"egg\")\n", error: "cannot find 'shelf' in scope", earlier: earlier)
        #expect(note?.hasPrefix("'shelf' is declared by the block at line 8") == true, "\(note ?? "")")
    }

    /// A well-known name of a module the block does not import names the import.
    @Test(arguments: [
        ("unknown attribute 'Observable'", "Observation"),
        ("cannot find 'NotificationCenter' in scope", "Foundation"),
        ("cannot find 'XCTAssertEqual' in scope", "XCTest"),
        ("cannot find type 'XCTestCase' in scope", "XCTest"),
    ])
    func aNameOfAnUnimportedModuleNamesTheImport(_ error: String, _ module: String) {
        let note = hint("let x = 1\n", error: error)
        #expect(note?.contains("is \(module)'s, which the block does not import; add 'import \(module)'") == true)
    }

    @Test func combineNamesTheGalleyUIRuntime() {
        let note = hint(
            "final class Model: ObservableObject {}\n", error: "cannot find type 'ObservableObject' in scope")
        #expect(note?.contains("add 'import Combine' to the block and 'runtime: galleyui'") == true)
    }

    /// A platform framework cannot be imported here: the block is to be ignored, even when
    /// another of its names comes from an earlier block.
    @Test func aPlatformFrameworkIsToBeIgnored() {
        let earlier = [block("struct Client {}\n", line: 8)]
        let diagnostics: [Diagnostic] = [
            .error("snippet.compiler", at: nil, "cannot find type 'Client' in scope"),
            .error("snippet.compiler", at: nil, "cannot find 'UIApplication' in scope"),
        ]
        let note = FragmentHints.hint(
            for: block("extension Client { static let n = UIApplication.shared }\n", line: 20), earlier: earlier[...],
            diagnostics: diagnostics)
        #expect(
            note
                == "'UIApplication' is UIKit's, which this platform lacks; mark the block 'swift ignore reason=\"needs UIKit\"'"
        )
    }

    /// A block that fails for another reason (a misspelt member) gets no note: the compiler's
    /// message says what to fix.
    @Test func anOrdinaryErrorGetsNoNote() {
        #expect(hint("Pantry().cuont(of: \"egg\")\n", error: "value of type 'Pantry' has no member 'cuont'") == nil)
    }
}
