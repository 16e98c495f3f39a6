import Foundation
import GalleyCore
import Testing

@testable import GalleySnippets
@testable import GalleyToolchain

/// The modules that mirror Apple frameworks other than SwiftUI are built for the sessions that
/// import them, and only those sessions link them.
@Suite struct MirrorImportTests {
    @Test(arguments: [
        ("import StoreKit\n", ["StoreKit"]),
        ("import SwiftUI\n@preconcurrency import SwiftData\n", ["SwiftData"]),
        ("  import struct StoreKit.RequestReviewAction // the action alone\n", ["StoreKit"]),
        ("@_implementationOnly import SwiftData\nimport StoreKit\n", ["StoreKit", "SwiftData"]),
        // Not an import of the framework: a word in a comment or a string, another module's name.
        ("// import StoreKit once the build has it\nlet name = \"SwiftData\"\nimport StoreKitTest\n", []),
        ("import SwiftUI\nimport Combine\n", []),
    ])
    func importLinesNameTheirMirrors(text: String, expected: [String]) {
        #expect(RuntimeArtifacts.mirrorsImported(by: text) == Set(expected))
    }

    @Test func aMirrorBringsTheMirrorsItNeedsAndIsLinkedBeforeThem() {
        #expect(RuntimeArtifacts.mirrors(needing: ["SwiftUI", "Combine"]).isEmpty)
        #expect(RuntimeArtifacts.mirrors(needing: ["StoreKit"]).map(\.module) == ["GalleyStoreKit"])
        // MapKit re-exports Core Location: built first, linked after it.
        #expect(
            RuntimeArtifacts.mirrors(needing: ["MapKit"]).map(\.module) == ["GalleyCoreLocation", "GalleyMapKit"])
        var artifacts = RuntimeArtifacts(directory: URL(fileURLWithPath: "/runtime"), fingerprint: "f")
        #expect(!artifacts.linkFlags.contains { $0.hasPrefix("-lGalleyStoreKit") || $0.hasPrefix("-lGalleySwiftData") })
        artifacts.mirrors = RuntimeArtifacts.mirrors(needing: ["SwiftData", "StoreKit"])
        let libraries = artifacts.linkFlags.filter { $0.hasPrefix("-l") }
        #expect(libraries.firstIndex(of: "-lGalleySwiftData")! < libraries.firstIndex(of: "-lGalleyUI")!)
        #expect(libraries.contains("-lGalleyStoreKit"))
    }

    @Test func theSessionsImportsAndAnArticlesOwnListCountToo() {
        let block = FencedBlock(
            file: "a.md", info: "swift", code: "let rating = 5\n", fenceLine: 1, contentStartLine: 2, closingLine: 3,
            directlyFollowsPrevious: false)
        var article = ArticleBlocks(file: "a.md", blocks: [block])
        #expect(Verifier.mirroredImports(of: [article], settings: SnippetSettings()).isEmpty)
        #expect(
            Verifier.mirroredImports(of: [article], settings: SnippetSettings(imports: ["SwiftUI", "StoreKit"]))
                == ["StoreKit"])
        article.imports = ["SwiftData"]
        #expect(Verifier.mirroredImports(of: [article], settings: SnippetSettings()) == ["SwiftData"])
    }
}

/// End to end: a site whose blocks import StoreKit verifies, runs, and its hovers read the
/// mirror's declarations from the symbol table, which the session's mirrors are part of.
@Suite struct MirrorSiteTests {
    @Test func aSiteThatImportsAMirrorVerifiesAndHoversIt() async throws {
        let site = try Site([
            "Content/en/review.md": """
            # Reviews

            ```swift run
            import StoreKit
            import SwiftUI

            struct RateButton: View {
                @Environment(\\.requestReview) private var requestReview
                var body: some View {
                    Button("Rate") { requestReview() }
                }
            }

            let action: RequestReviewAction? = nil
            print(action == nil ? "no review asked" : "asked")
            ```

            ```output
            no review asked
            ```
            """
        ])
        defer { site.remove() }
        let report = try await site.verify(hovers: true)
        #expect(report.failedCount == 0, "\(report.diagnostics)")
        let block = try #require(report.result("Content/en/review.md", fence: 3))
        #expect(block.passed)
        #expect(
            block.hovers.contains {
                $0.hover.module == "GalleyStoreKit" && $0.hover.declaration.contains("RequestReviewAction")
                    && $0.hover.summary != nil
            }, "\(block.hovers.map(\.hover))")
    }
}
