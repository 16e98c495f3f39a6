import Testing

@testable import GalleyUI

private struct TextSettingsReader: View {
    @Environment(\.lineSpacing) var lineSpacing
    @Environment(\.truncationMode) var truncationMode
    @Environment(\.textCase) var textCase
    @Environment(\.minimumScaleFactor) var minimumScaleFactor
    @Environment(\.allowsTightening) var allowsTightening
    @Environment(\.lineLimit) var lineLimit
    var body: some View {
        Text(
            "\(lineSpacing) \(truncationMode) \(textCase.map { "\($0)" } ?? "nil") \(minimumScaleFactor) "
                + "\(allowsTightening) \(lineLimit.map(String.init) ?? "nil")")
    }
}

private struct SizeReader: View {
    @Environment(\.dynamicTypeSize) var size
    var body: some View { Text("\(size)") }
}

private struct SymbolReader: View {
    @Environment(\.imageScale) var scale
    @Environment(\.symbolVariants) var variants
    var body: some View { Text("\(scale) \(variants)") }
}

/// Typography modifiers write the environment values SwiftUI exposes for them.
@MainActor @Suite struct TypographyTests {
    @Test func textModifiersWriteTheirEnvironmentValues() {
        let outline = GalleyRuntime.outline(
            TextSettingsReader().lineSpacing(6).truncationMode(.middle).textCase(.uppercase)
                .minimumScaleFactor(0.5).allowsTightening(true).lineLimit(3, reservesSpace: true))
        #expect(outline.contains("Text \"6.0 middle uppercase 0.5 true 3\""))
    }

    @Test func defaultsAreSwiftUIs() {
        #expect(GalleyRuntime.outline(TextSettingsReader()).contains("Text \"0.0 tail nil 1.0 false nil\""))
    }

    @Test func lineLimitRangesWriteTheirUpperBound() {
        #expect(GalleyRuntime.outline(TextSettingsReader().lineLimit(2...4)).contains(" false 4\""))
        #expect(GalleyRuntime.outline(TextSettingsReader().lineLimit(...5)).contains(" false 5\""))
        #expect(GalleyRuntime.outline(TextSettingsReader().lineLimit(2...).lineLimit(1)).contains(" false nil\""))
    }

    @Test func dynamicTypeSizeRangeClampsTheSizeBelow() {
        let large = GalleyRuntime.outline(SizeReader().dynamicTypeSize(...DynamicTypeSize.medium))
        #expect(large.contains("Text \"medium\""))
        let small = GalleyRuntime.outline(
            SizeReader().dynamicTypeSize(.xLarge...DynamicTypeSize.accessibility2).dynamicTypeSize(.xSmall))
        #expect(small.contains("Text \"xLarge\""))
        let inside = GalleyRuntime.outline(SizeReader().dynamicTypeSize(.small...DynamicTypeSize.xxLarge))
        #expect(inside.contains("Text \"large\""))
    }

    @Test func imageScaleAndSymbolVariantsReachImagesBelow() {
        let outline = GalleyRuntime.outline(
            SymbolReader().symbolVariant(.fill).symbolVariant(.circle).imageScale(.small))
        #expect(outline.contains("Text \"small .circle.fill\""))
        #expect(GalleyRuntime.outline(SymbolReader()).contains("Text \"medium none\""))
    }

    @Test func textRecordsItsOwnStylesAndKeepsThemThroughConcatenation() {
        let text = Text("Due ").bold().kerning(1.5) + Text("today").italic()
        #expect(text.string == "Due today")
        #expect(text.styles == ["bold", "kerning: 1.5", "italic"])
    }

    @Test func fontDescribesItsTraits() {
        #expect(Font.system(size: 14, weight: .semibold).description == "system(size: 14.0, weight: semibold)")
        #expect(
            Font.custom("Avenir", size: 12, relativeTo: .body).width(.condensed).description
                == "custom(Avenir, size: 12.0, relativeTo: body).width(condensed)")
    }
}
