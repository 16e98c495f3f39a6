import Testing

@testable import GalleyUI

private struct CountKey: PreferenceKey {
    static let defaultValue = 0
    static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}

private struct PlacedApp: App {
    var body: some Scene {
        WindowGroup("Main") { Text("main content") }
            .windowIdealSize(.fitToContent)
            .restorationBehavior(.automatic)
            .windowToolbarStyle(.unifiedCompact(showsTitle: false))
        Window("Welcome", id: "welcome") { Text("welcome content") }
            .defaultLaunchBehavior(.presented)
            .restorationBehavior(.disabled)
            .windowStyle(.hiddenTitleBar)
            .defaultWindowPlacement { _, _ in
                placementCalls.add()
                return WindowPlacement(.center, width: 400, height: 300)
            }
    }
}

@MainActor private let placementCalls = Counter()

@MainActor private final class Counter {
    var value = 0
    func add() { value += 1 }
}

/// The window behaviour modifiers (launch, restoration, zoom, placement) leave their scenes
/// as they were: the windows are still collected and evaluated, and a placement closure is
/// never called, since Galley places no window on a display.
@MainActor @Suite struct SceneWindowBehaviorTests {
    @Test func modifiedScenesAreStillEvaluated() {
        let outline = GalleyRuntime.outline(app: PlacedApp())
        #expect(outline.contains("Text \"main content\""))
        #expect(outline.contains("Window \"Welcome\""))
        #expect(placementCalls.value == 0)
    }

    @Test(arguments: [
        ("\(SceneLaunchBehavior.automatic)", "automatic"),
        ("\(SceneLaunchBehavior.presented)", "presented"),
        ("\(SceneLaunchBehavior.suppressed)", "suppressed"),
        ("\(SceneRestorationBehavior.automatic)", "automatic"),
        ("\(SceneRestorationBehavior.disabled)", "disabled"),
        ("\(WindowIdealSize.automatic)", "automatic"),
        ("\(WindowIdealSize.fitToContent)", "fitToContent"),
        ("\(WindowIdealSize.maximum)", "maximum"),
    ])
    func behaviorsNameThemselves(described: String, name: String) {
        #expect(described == name)
    }

    @Test func windowAndToolbarStylesAreApplesTypes() {
        let hidden: HiddenTitleBarWindowStyle = .hiddenTitleBar
        let titleBar: TitleBarWindowStyle = .titleBar
        let plain: PlainWindowStyle = .plain
        let compact: UnifiedCompactWindowToolbarStyle = .unifiedCompact(showsTitle: false)
        let unified: UnifiedWindowToolbarStyle = .unified
        let expanded: ExpandedWindowToolbarStyle = .expanded
        let automatic: DefaultWindowToolbarStyle = .automatic
        #expect(
            [hidden.description, titleBar.description, plain.description]
                == ["hiddenTitleBar", "titleBar", "plain"])
        #expect(compact.description == "unifiedCompact(showsTitle: false)")
        #expect(
            [unified.description, expanded.description, automatic.description]
                == ["unified", "expanded", "automatic"])
    }

    @Test func placementsKeepWhatTheyWereGiven() {
        let absolute = WindowPlacement(CGPoint(x: 10, y: 20), size: CGSize(width: 300, height: 200))
        #expect(absolute.position == CGPoint(x: 10, y: 20))
        #expect(absolute.size == CGSize(width: 300, height: 200))
        let relative = WindowPlacement(.topLeading, width: 100)
        #expect(relative.relativePosition == .topLeading)
        #expect(relative.size == nil)
        let coordinates = WindowPlacement(x: 1, y: 2, width: 3, height: 4)
        #expect(coordinates.position == CGPoint(x: 1, y: 2))
        #expect(coordinates.size == CGSize(width: 3, height: 4))
        #expect(WindowPlacement().position == nil)
    }

    @Test func anchorPreferencesAreRecordedAndInert() {
        let outline = GalleyRuntime.outline(
            Text("row")
                .anchorPreference(key: CountKey.self, value: .bounds) { _ in 1 }
                .transformAnchorPreference(key: CountKey.self, value: .bounds) { value, _ in
                    value += 1
                }
        )
        #expect(outline.contains(".anchorPreference"))
        #expect(outline.contains(".transformAnchorPreference"))
        #expect(outline.contains("Text \"row\""))
    }
}
