import Testing

@testable import GalleyUI

private struct PresentedReader: View {
    @Environment(\.isPresented) var isPresented
    @Environment(\.dismiss) var dismiss
    var body: some View { Text(isPresented ? "presented" : "inline") }
}

private struct SheetHost: View {
    @State var showsSheet = true
    @State var dismissals = 0
    var body: some View {
        Text("host \(showsSheet) \(dismissals)")
            .sheet(isPresented: $showsSheet, onDismiss: { dismissals += 1 }) {
                DismissingOnAppear()
            }
    }
}

private struct DismissingOnAppear: View {
    @Environment(\.dismiss) var dismiss
    var body: some View { Text("sheet").onAppear { dismiss() } }
}

private struct LegacyDismisser: View {
    @Environment(\.presentationMode) var presentationMode
    var body: some View {
        Text("legacy").onAppear { presentationMode.wrappedValue.dismiss() }
    }
}

private struct LegacyHost: View {
    @State var shows = true
    var body: some View {
        Text("shows \(shows)").fullScreenCover(isPresented: $shows) { LegacyDismisser() }
    }
}

/// Presentations: what is evaluated while something is presented, and what dismissing does.
@MainActor @Suite struct PresentationTests {
    @Test func presentedSheetContentSeesIsPresented() {
        let outline = GalleyRuntime.outline(
            PresentedReader().sheet(isPresented: .constant(true)) { PresentedReader() })
        #expect(outline.contains(".sheet presented"))
        #expect(outline.contains("Text \"inline\""))
        #expect(outline.contains("Text \"presented\""))
    }

    @Test func hiddenSheetContentIsNotEvaluated() {
        let outline = GalleyRuntime.outline(
            Text("base").sheet(isPresented: .constant(false)) { Text("never") })
        #expect(!outline.contains("never"))
    }

    @Test func dismissResetsTheBindingAndCallsOnDismiss() {
        let outline = GalleyRuntime.outline(SheetHost())
        #expect(outline.contains("Text \"host false 1\""))
        #expect(!outline.contains("Text \"sheet\""))
    }

    @Test func presentationModeDismissesThroughTheSameAction() {
        let outline = GalleyRuntime.outline(LegacyHost())
        #expect(outline.contains("Text \"shows false\""))
    }

    @Test func presentedAlertEvaluatesItsActionsAndMessage() {
        let outline = GalleyRuntime.outline(
            Text("base").alert("Delete?", isPresented: .constant(true)) {
                Button("Delete", role: .destructive) {}
            } message: {
                Text("It cannot be undone.")
            })
        #expect(outline.contains(".alert \"Delete?\" presented"))
        #expect(outline.contains("Text \"It cannot be undone.\""))
        #expect(outline.contains("Delete"))
    }

    @Test func alertPresentingNilDataShowsNothing() {
        let outline = GalleyRuntime.outline(
            Text("base").alert("Rename", isPresented: .constant(true), presenting: String?.none) { name in
                Button("Rename \(name)") {}
            })
        #expect(!outline.contains("presented"))
        #expect(!outline.contains("Rename "))
    }

    @Test func legacyAlertListsItsButtons() {
        let outline = GalleyRuntime.outline(
            Text("base").alert(isPresented: .constant(true)) {
                Alert(
                    title: Text("Log out?"), primaryButton: .destructive(Text("Log out")),
                    secondaryButton: .cancel())
            })
        #expect(outline.contains(".alert \"Log out?\" presented"))
        #expect(outline.contains("Button \"Log out\" (destructive)"))
        #expect(outline.contains("Button \"Cancel\" (cancel)"))
    }

    @Test func navigationDestinationBoundToABooleanIsPushed() {
        let outline = GalleyRuntime.outline(
            NavigationStack {
                Text("root").navigationDestination(isPresented: .constant(true)) { PresentedReader() }
            })
        #expect(outline.contains(".navigationDestination presented"))
        #expect(outline.contains("Text \"presented\""))
    }
}
