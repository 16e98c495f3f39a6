import Testing

@testable import GalleySnippets

/// What a comparison's expansion shows is the same whether its unit was merged or alone.
@Suite struct MacroExpansionRenderTests {
    @Test func aMergedUnitsModuleIsSpelledAsAlone() {
        let merged = "func access<$s32GalleyUnit_u548edd5c0e568ac647325Match10ObservablefMm_6MemberfMu_>()"
        let alone = "func access<$s7Snippet5Match10ObservablefMm_6MemberfMu_>()"
        #expect(MacroExpansion.moduleAsAlone(merged) == alone)
        #expect(MacroExpansion.moduleAsAlone(alone) == alone)
        // Other modules' mangled names and a lone "$s" are left as they are.
        #expect(MacroExpansion.moduleAsAlone("$s8GalleyUI4ViewP and $s") == "$s8GalleyUI4ViewP and $s")
    }

    @Test func freestandingExpansionsAreLeftOut() {
        let rendered = MacroExpansion.render([
            MacroExpansion(macro: "Entry", role: "peer", text: "private struct __Key_x {}"),
            MacroExpansion(macro: "Preview", role: "expression", text: "struct $s7Snippet…: View {}"),
        ])
        #expect(rendered == "// @Entry (peer)\nprivate struct __Key_x {}")
    }
}
