import Testing

@testable import GalleyUI

private struct ProminenceReader: View {
    @Environment(\.headerProminence) var prominence
    var body: some View { Text("\(prominence)") }
}

private struct RefreshReader: View {
    @Environment(\.refresh) var refresh
    var body: some View { Text(refresh == nil ? "no refresh" : "can refresh") }
}

private struct SizeReader: View {
    @Environment(\.sizeCategory) var category
    @Environment(\.pixelLength) var pixelLength
    var body: some View { Text("\(category) \(pixelLength)") }
}

private struct ScaledReader: View {
    @ScaledMetric var size = 10.0
    var body: some View { Text("\(size)") }
}

/// The built-in environment values and the modifiers that write them.
@MainActor @Suite struct EnvironmentBuiltInsTests {
    @Test func headerProminenceWritesItsValue() {
        let outline = GalleyRuntime.outline(
            VStack {
                ProminenceReader().headerProminence(.increased)
                ProminenceReader()
            })
        #expect(outline.contains("Text \"increased\""))
        #expect(outline.contains("Text \"standard\""))
    }

    @Test func refreshableGivesItsSubtreeARefreshAction() {
        let outline = GalleyRuntime.outline(
            VStack {
                RefreshReader().refreshable {}
                RefreshReader()
            })
        #expect(outline.contains("Text \"can refresh\""))
        #expect(outline.contains("Text \"no refresh\""))
    }

    @Test func sizeCategoryFollowsDynamicTypeSize() {
        let outline = GalleyRuntime.outline(
            SizeReader().dynamicTypeSize(.accessibility1).environment(\.displayScale, 4))
        #expect(outline.contains("Text \"accessibilityMedium 0.25\""))
    }

    @Test func scaledMetricScalesWithTheTypeSize() {
        let outline = GalleyRuntime.outline(
            VStack {
                ScaledReader()
                ScaledReader().dynamicTypeSize(.accessibility2)
            })
        #expect(outline.contains("ScaledReader  ← dynamicTypeSize = large (default)"))
        #expect(outline.contains("Text \"10.0\""))
        #expect(outline.contains("Text \"20.0\""))
    }

    @Test func displayScaleIsACGFloat() {
        let scale: CGFloat = EnvironmentValues().displayScale
        #expect(scale == 2)
    }
}
