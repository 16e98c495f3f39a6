import Foundation
import Testing

@testable import GalleySite

/// Pages built with real verification: swiftc compiles the fixture's snippets against the
/// runtime built from this repository's `Sources/`, and the page shows what it proved.
@Suite(.serialized) struct ArticlePageProofTests {
    /// Whether this checkout's GalleyUI declares `@Entry` yet.
    static let runtimeHasEntry: Bool = {
        let folder = PreviewFixture.repository.appendingPathComponent("Sources/GalleyUI")
        let files =
            FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        return files.contains {
            ((try? String(contentsOf: $0, encoding: .utf8)) ?? "").contains("macro Entry")
        }
    }()

    @Test func showsRealOutputAndCompilerError() async throws {
        let fixture = try PreviewFixture(content: "Proof")
        defer { fixture.remove() }
        try await fixture.build(verify: true)
        let page = try fixture.read("en/proof/index.html")
        #expect(page.contains("compiled with Swift "), "the run block's badge names the compiler")
        #expect(page.contains("fails to compile with Swift "), "the compile-fail badge")
        #expect(
            page.contains(">Output<") && page.contains("sum: 6"),
            "the Output panel with the program's output")
        #expect(page.contains(">Error<"), "the Error panel")
        #expect(
            page.contains("cannot assign to value: &#39;answer&#39; is a &#39;let&#39; constant")
                || page.contains("cannot assign to value: 'answer' is a 'let' constant"),
            "the real diagnostic")
        // The trap block: its badge says it crashes on purpose, and its Error panel, labelled as
        // the expected error, holds the runtime's real message.
        #expect(page.contains("crashes at run time, as intended"), "the trap block's badge")
        #expect(page.contains(">Expected error<"), "the trap block's Error panel is marked as expected")
        #expect(page.contains("Fatal error: Index out of range"), "the runtime's real message")
    }

    @Test(
        .enabled(
            if: runtimeHasEntry,
            "GalleyUI has no `macro Entry` yet; the @Entry expansion cannot be proven"))
    func showsMacroExpansionOfEntry() async throws {
        let fixture = try PreviewFixture(content: "ProofEntry")
        defer { fixture.remove() }
        try await fixture.build(verify: true)
        let page = try fixture.read("en/entry/index.html")
        #expect(page.contains("Expanded by the compiler"))
        #expect(page.contains("__Key_theme"))
    }
}
