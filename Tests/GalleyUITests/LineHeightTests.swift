import Foundation
import GalleyToolchain
import Testing

@testable import GalleyUI

private struct LineHeightReader: View {
    @Environment(\.lineHeight) var lineHeight
    var body: some View { Text(lineHeight.map { "\($0.detail)" } ?? "automatic") }
}

@MainActor @Suite struct LineHeightTests {
    @Test func defaultIsNil() {
        #expect(GalleyRuntime.outline(LineHeightReader()).contains("Text \"automatic\""))
    }

    @Test(arguments: [
        (AttributedString.LineHeight.variable, "variable"), (.normal, "normal"), (.tight, "tight"),
        (.loose, "loose"), (.multiple(factor: 1.5), "multiple(factor: 1.5)"),
        (.leading(increase: 4), "leading(increase: 4.0)"), (.exact(points: 22), "exact(points: 22.0)"),
    ])
    func modifierWritesTheValueViewsBelowRead(_ lineHeight: AttributedString.LineHeight, detail: String) {
        let outline = GalleyRuntime.outline(LineHeightReader().lineHeight(lineHeight))
        #expect(outline.contains(".lineHeight \(detail)"))
        #expect(outline.contains("Text \"\(detail)\""))
    }

    @Test func nearerModifierWinsAndNilRestoresAutomatic() {
        let inner = GalleyRuntime.outline(LineHeightReader().lineHeight(.tight).lineHeight(.loose))
        #expect(inner.contains("Text \"tight\""))
        let cleared = GalleyRuntime.outline(LineHeightReader().lineHeight(nil).lineHeight(.loose))
        #expect(cleared.contains("Text \"automatic\""))
    }

    @Test func valuesCompareAndRoundTripThroughCoding() throws {
        #expect(AttributedString.LineHeight.multiple(factor: 2) == .multiple(factor: 2))
        #expect(AttributedString.LineHeight.multiple(factor: 2) != .exact(points: 2))
        #expect(Set<AttributedString.LineHeight>([.normal, .normal, .loose]).count == 2)
        let values: [AttributedString.LineHeight?] = [.leading(increase: 3), nil, .variable]
        let decoded = try JSONDecoder().decode(
            [AttributedString.LineHeight?].self, from: JSONEncoder().encode(values))
        #expect(decoded == values)
    }
}

/// GalleyUI declares `AttributedString.LineHeight` because Foundation on Linux lacks it
/// (`AttributedString+LineHeight.swift`). This fails on the first toolchain whose Foundation
/// declares it, so the two never meet in a snippet.
@Suite struct LineHeightGuardTests {
    @Test func foundationStillLacksLineHeight() throws {
        let result = try FoundationProbe.typecheck("import Foundation\nlet probe: AttributedString.LineHeight? = nil\n")
        #expect(
            result.status != 0 && result.stderr.contains("'LineHeight' is not a member type"),
            "Foundation now declares AttributedString.LineHeight: remove GalleyUI's declaration\n\(result.stderr)")
    }
}
