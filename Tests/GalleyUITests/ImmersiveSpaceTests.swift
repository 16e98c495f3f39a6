import Testing

@testable import GalleyUI

private struct Star: Codable, Hashable {
    var name: String
}

@MainActor private final class Made {
    static var count = 0
}

private struct Sky: View {
    var body: some View {
        Made.count += 1
        return Text("sky")
    }
}

private struct OpenSkyButton: View {
    @Environment(\.openImmersiveSpace) private var openImmersiveSpace
    @Environment(\.dismissImmersiveSpace) private var dismissImmersiveSpace
    var body: some View {
        Text("\(openImmersiveSpace) \(dismissImmersiveSpace)")
    }
}

private struct SkyApp: App {
    @State private var style: any ImmersionStyle = .mixed

    var body: some Scene {
        WindowGroup { OpenSkyButton() }
        ImmersiveSpace(id: "sky") { Sky() }
            .immersionStyle(selection: $style, in: .mixed, .progressive(0.1...0.9, initialAmount: 0.3), .full)
        ImmersiveSpace(id: "star", for: Star.self) { $star in Text(star?.name ?? "none") }
        ImmersiveSpace(for: Star.self, content: { $star in Text(star.name) }, defaultValue: { Star(name: "Vega") })
    }
}

private struct SkyOnlyApp: App {
    var body: some Scene {
        ImmersiveSpace { Sky() }
    }
}

/// Immersive spaces are scenes nobody opened: listed, never open, their content never made;
/// the open action answers `.error`.
@MainActor @Suite(.serialized) struct ImmersiveSpaceTests {
    @Test func spacesAreListedButNotOpenAndTheirContentIsNotMade() {
        Made.count = 0
        let outline = GalleyRuntime.outline(app: SkyApp())
        #expect(outline.contains("WindowGroup"))
        #expect(outline.contains("Text \"OpenImmersiveSpaceAction DismissImmersiveSpaceAction\""))
        #expect(outline.contains("ImmersiveSpace \"sky\" not open"))
        #expect(outline.contains("ImmersiveSpace \"star\" not open"))
        #expect(!outline.contains("Vega"))
        #expect(Made.count == 0)
    }

    @Test func aSpaceAloneOpensNothingAtLaunch() {
        Made.count = 0
        let outline = GalleyRuntime.outline(app: SkyOnlyApp())
        #expect(outline.contains("ImmersiveSpace not open"))
        #expect(Made.count == 0)
    }

    @Test func openingASpaceAnswersErrorAndDismissingReturns() async {
        let open = EnvironmentValues().openImmersiveSpace
        #expect(await open(id: "sky") == .error)
        #expect(await open(value: Star(name: "Deneb")) == .error)
        await EnvironmentValues().dismissImmersiveSpace()
    }

    @Test func stylesAreTheirTypes() {
        let styles: [any ImmersionStyle] = [.automatic, .mixed, .full, .progressive, .progressive(0.2...0.6)]
        #expect(styles[0] is AutomaticImmersionStyle)
        #expect(styles[1] is MixedImmersionStyle)
        #expect(styles[2] is FullImmersionStyle)
        #expect(styles[3] is ProgressiveImmersionStyle)
        let progressive: ProgressiveImmersionStyle = .progressive(0.2...0.6, initialAmount: 0.4)
        #expect(progressive.range == 0.2...0.6 && progressive.initialAmount == 0.4)
        #expect(ProgressiveImmersionStyle().range == nil)
    }
}
