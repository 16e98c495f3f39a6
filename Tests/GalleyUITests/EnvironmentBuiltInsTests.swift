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

private struct RenameReader: View {
    @Environment(\.rename) var rename
    var body: some View {
        Text(rename == nil ? "no rename" : "can rename").onAppear { rename?() }
    }
}

private final class Renames {
    var count = 0
}

private struct FocusRenamer: View {
    @FocusState var isEditing: Bool
    var body: some View {
        VStack {
            TextField("Title", text: .constant("")).focused($isEditing)
            RenameReader()
        }
        .renameAction($isEditing)
    }
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

    @Test func renameActionGivesItsSubtreeTheClosureToCall() {
        let renames = Renames()
        let outline = GalleyRuntime.outline(
            VStack {
                RenameReader().renameAction { renames.count += 1 }
                RenameReader()
            })
        #expect(outline.contains("Text \"can rename\""))
        #expect(outline.contains("Text \"no rename\""))
        #expect(renames.count == 1)
    }

    @Test func renameActionWithAFocusBindingFocusesTheField() {
        let outline = GalleyRuntime.outline(FocusRenamer())
        #expect(outline.contains("Text \"can rename\""))
        // The reader calls the action as it appears, which moves focus to the bound field.
        #expect(outline.contains(".focused focused"), "\(outline)")
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
