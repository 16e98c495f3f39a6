import Foundation
import GalleyHovers
import GalleyToolchain
import Testing

@testable import GalleySnippets

/// Compiler hovers travel with a unit's proof: placed in the lines a block shows, kept in the
/// cache, and turned off by `no-hovers` or the site.
@Suite struct HoverTests {
    static let article = """
        # Hovers

        ```swift
        // snippet.hide
        let hidden = 2
        // snippet.show
        let total = 1.5 * Double(hidden)
        let doubled = total * 2
        ```

        ```swift no-hovers
        let quiet = [1, 2]
        ```

        """

    @Test func hoversArePlacedInTheVisibleLinesAndCached() async throws {
        let site = try Site(["Content/en/hovers.md": Self.article])
        defer { site.remove() }
        let cold = try await site.verify(hovers: true)
        let block = try #require(cold.result("Content/en/hovers.md", fence: 3))
        #expect(block.passed)
        let total = try #require(
            block.hovers.first { $0.hover.declaration.hasSuffix("let total: Double") && $0.line == 1 })
        #expect(total.column == 4)
        #expect(total.hover.type == "Double")
        // The use on line 2 links to the declaration on line 1.
        let use = try #require(block.hovers.first { $0.line == 2 && $0.column == 14 })
        #expect(use.hover.declaration == "let total: Double")
        #expect(use.hover.kindName == "global variable")
        #expect(use.declarationLine == 1)
        // The hidden line's constant has no hover of its own, and its use links nowhere.
        #expect(
            !block.hovers.contains { $0.hover.declaration.hasSuffix("let hidden: Int") && $0.declarationLine != nil })
        #expect(block.hovers.allSatisfy { $0.line >= 1 && $0.line <= 2 })
        let quiet = try #require(cold.result("Content/en/hovers.md", fence: 11))
        #expect(quiet.passed && quiet.hovers.isEmpty)

        let warm = try await site.verify(hovers: true)
        let again = try #require(warm.result("Content/en/hovers.md", fence: 3))
        #expect(again.fromCache)
        #expect(again.hovers == block.hovers)
    }

    @Test func compileFailBlocksShowWhatTheCompilerResolved() async throws {
        let site = try Site([
            "Content/en/fails.md":
                "# Fails\n\n```swift compile-fail expect=\"cannot convert\"\nlet count: Int = \"one\"\nlet name = \"Ana\"\nprint(name.count)\n```\n"
        ])
        defer { site.remove() }
        let report = try await site.verify(hovers: true)
        let block = try #require(report.result("Content/en/fails.md", fence: 3))
        #expect(block.passed, "\(block.diagnostics)")
        #expect(block.hovers.contains { $0.line == 1 && $0.hover.declaration == "let count: Int" })
        #expect(block.hovers.contains { $0.line == 3 && $0.hover.declaration == "let name: String" })
        #expect(block.hovers.contains { $0.line == 3 && $0.hover.declaration.hasPrefix("func print(") })
    }

    /// Without GalleyUI, the tables of what the toolchain's modules declare are kept in the
    /// runtime cache every site shares, named by the toolchain, so a second site with a cache of
    /// its own reads them instead of extracting them again (seconds of compiler time per site).
    @Test func theToolchainsSymbolTableIsSharedBetweenSitesWithoutARuntime() async throws {
        let shared = FileManager.default.temporaryDirectory.appendingPathComponent("galley-hover-table-\(UUID())")
        defer { try? FileManager.default.removeItem(at: shared) }
        let identity = try #require(Toolchain.identity(of: Site.toolchain.swiftc))
        let table = shared.appendingPathComponent(SymbolTable.fileName(toolchain: identity, module: "Swift"))
        var made: Date?
        for _ in 0..<2 {
            let site = try Site(["Content/en/hovers.md": Self.article])
            defer { site.remove() }
            let report = try await site.verify(
                hovers: true, runtimeCache: shared, snippets: SnippetSettings(runtime: .none))
            let block = try #require(report.result("Content/en/hovers.md", fence: 3))
            // `Double` and `*` are the standard library's: their declarations come from the table.
            #expect(block.hovers.contains { $0.hover.module == "Swift" && $0.hover.summary != nil })
            #expect(
                !FileManager.default.fileExists(atPath: site.cache.appendingPathComponent(table.lastPathComponent).path)
            )
            let written = try #require(
                try FileManager.default.attributesOfItem(atPath: table.path)[.modificationDate] as? Date)
            if let made { #expect(written == made, "the second site extracted the table again") }
            made = written
        }
    }

    @Test func theSiteCanTurnHoversOff() async throws {
        let site = try Site(["Content/en/hovers.md": Self.article])
        defer { site.remove() }
        let report = try await site.verify(hovers: false)
        #expect(report.results.allSatisfy { $0.passed && $0.hovers.isEmpty })
    }
}
