import Testing

@testable import GalleyUI

private struct StyleKey: EnvironmentKey {
    static let defaultValue = "plain"
}

private final class Shared: Sendable {}

private struct SharedKey: EnvironmentKey {
    static let defaultValue = Shared()
}

private struct BadgeKey: ContainerValueKey {
    static var defaultValue: String { "none" }
}

extension EnvironmentValues {
    fileprivate var style: String {
        get { self[StyleKey.self] }
        set { self[StyleKey.self] = newValue }
    }
    fileprivate var shared: Shared {
        get { self[SharedKey.self] }
        set { self[SharedKey.self] = newValue }
    }
}

extension ContainerValues {
    fileprivate var badge: String {
        get { self[BadgeKey.self] }
        set { self[BadgeKey.self] = newValue }
    }
}

@Observable private final class Model {
    var name = "model"
}

private struct StyleReader: View {
    @Environment(\.style) var style
    var body: some View { Text(style) }
}

private struct ModelReader: View {
    @Environment(Model.self) var model
    @Environment(Model.self) var optional: Model?
    var body: some View { Text(model.name + " " + String(optional != nil)) }
}

/// Data-flow semantics, evaluated in process with hand-written keys.
@MainActor @Suite struct SemanticsTests {
    @Test func overrideAppliesToSubtreeOnly() {
        let outline = GalleyRuntime.outline(
            VStack {
                StyleReader()
                StyleReader().environment(\.style, "bold")
                StyleReader()
            })
        #expect(
            outline == """
                Window
                  VStack
                    StyleReader  ← style = "plain" (default)
                      Text "plain"
                    .environment style = "bold"
                      StyleReader  ← style = "bold"
                        Text "bold"
                    StyleReader  ← style = "plain" (default)
                      Text "plain"
                """)
    }

    @Test func staticLetDefaultIsOneInstance() {
        #expect(EnvironmentValues().shared === EnvironmentValues().shared)
    }

    @Test func transformEnvironmentSeesTheInheritedValue() {
        let outline = GalleyRuntime.outline(
            StyleReader().transformEnvironment(\.style) { $0 += "+italic" }.environment(\.style, "bold"))
        #expect(outline.contains("Text \"bold+italic\""))
    }

    @Test func observableIsInjectedByType() {
        let outline = GalleyRuntime.outline(ModelReader().environment(Model()))
        #expect(outline.contains("Text \"model true\""))
    }

    @Test func containerReadsChildrenButNotGrandchildren() {
        var seen: [String] = []
        GalleyRuntime.run(
            Group(
                subviews: Group {
                    Text("a").containerValue(\.badge, "new")
                    VStack { Text("b").containerValue(\.badge, "inner") }
                }
            ) { subviews in
                ForEach(subviews) { subview in
                    let _ = seen.append(subview.containerValues.badge)
                    subview
                }
            })
        #expect(seen == ["new", "none"])
    }

    @Test func unsetFocusedValueReadsNil() {
        var values = FocusedValues()
        #expect(values[UnsetFocusKey.self] == nil)
        values[UnsetFocusKey.self] = 1
        #expect(values[UnsetFocusKey.self] == 1)
    }
}

private struct UnsetFocusKey: FocusedValueKey {
    typealias Value = Int
}
