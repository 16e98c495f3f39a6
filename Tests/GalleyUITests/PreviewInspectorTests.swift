import Testing

@testable import GalleyUI

private struct ToneKey: EnvironmentKey {
    static let defaultValue = "plain"
}

extension EnvironmentValues {
    fileprivate var tone: String {
        get { self[ToneKey.self] }
        set { self[ToneKey.self] = newValue }
    }
}

private struct Reader: View {
    let label: String
    @Environment(\.tone) private var tone
    var body: some View { Text("\(label): \(tone)") }
}

/// Where each reader's value came from: the line of the closest `.environment` above it.
@MainActor @Suite struct PreviewInspectorTests {
    @Test func valueSetAboveAndOverriddenDeeperIsAttributedToEachLine() {
        let outerLine = #line + 6
        let innerLine = #line + 4
        let tree = VStack {
            VStack {
                Reader(label: "outer")
                Reader(label: "inner").environment(\.tone, "loud")
            }.environment(\.tone, "soft")
            Reader(label: "outside")
        }
        let preview = GalleyPreview(GalleyRuntime.evaluate(tree))
        let readers = preview.elements.filter { $0.name.hasPrefix("Reader ") }
        #expect(
            readers.map(\.name) == ["Reader \"outer: soft\"", "Reader \"inner: loud\"", "Reader \"outside: plain\""])
        #expect(readers.count == 3)
        let tones = readers.map { $0.reads.first { $0.name == "tone" } }
        #expect(tones[0]?.value == "\"soft\"")
        #expect(tones[0]?.line == outerLine)
        #expect(tones[0]?.modifier == ".environment")
        #expect(tones[0]?.isDefault == false)
        #expect(tones[1]?.line == innerLine)
        #expect(tones[1]?.fileID == #fileID)
        #expect(tones[2]?.isDefault == true)
        #expect(tones[2]?.line == nil)
        #expect(tones[2]?.modifier == nil)
    }

    @Test func transformEnvironmentIsAttributedToItsLine() {
        let line = #line + 1
        let tree = Reader(label: "x").transformEnvironment(\.tone) { $0 += "!" }
        let read = GalleyPreview(GalleyRuntime.evaluate(tree)).elements.first?.reads.first
        #expect(read?.value == "\"plain!\"")
        #expect(read?.modifier == ".transformEnvironment")
        #expect(read?.line == line)
    }

    @Test func textsListTheEnvironmentValuesTheyAreDrawnWith() {
        let line = #line + 1
        let tree = VStack { Text("Hello") }.font(.title).environment(\.lineLimit, 2)
        let preview = GalleyPreview(GalleyRuntime.evaluate(tree))
        let text = preview.elements.first { $0.name == "Text \"Hello\"" }
        #expect(text?.reads.map(\.name) == ["font", "lineLimit"])
        #expect(text?.reads.first?.modifier == ".font")
        #expect(text?.reads.last?.line == line)
        #expect(preview.renderings[0].html.contains("data-gp-el=\"\(text?.id ?? 0)\" tabindex=\"0\""))
    }

    @Test func viewsThatReadNothingAreNotInspectable() {
        let preview = GalleyPreview(GalleyRuntime.evaluate(Text("quiet")))
        #expect(preview.elements.isEmpty)
        #expect(!preview.renderings[0].html.contains("tabindex"))
    }
}

private struct RibbonKey: ContainerValueKey {
    static let defaultValue = "none"
}

extension ContainerValues {
    fileprivate var ribbon: String {
        get { self[RibbonKey.self] }
        set { self[RibbonKey.self] = newValue }
    }
}

private struct BadgeKey: ContainerValueKey {
    static let defaultValue: String? = nil
}

extension ContainerValues {
    fileprivate var badge: String? {
        get { self[BadgeKey.self] }
        set { self[BadgeKey.self] = newValue }
    }
}

private struct BadgeList<Content: View>: View {
    @ViewBuilder var content: Content
    var body: some View {
        Group(subviews: content) { subviews in
            ForEach(subviews) { subview in Text(subview.containerValues.badge ?? "plain") }
        }
    }
}

private struct RibbonList<Content: View>: View {
    @ViewBuilder var content: Content
    var body: some View {
        VStack {
            ForEach(subviews: content) { subview in
                Text(subview.containerValues.ribbon)
            }
        }
    }
}

private struct ShelfKey: FocusedValueKey {
    typealias Value = String
}

extension FocusedValues {
    fileprivate var shelf: String? {
        get { self[ShelfKey.self] }
        set { self[ShelfKey.self] = newValue }
    }
}

private struct ShelfCommands: Commands {
    @FocusedValue(\.shelf) private var shelf
    var body: some Commands {
        CommandMenu("Shelf") { Button("Sort \(shelf ?? "nothing")") {} }
    }
}

private struct ShelfApp: App {
    var body: some Scene {
        WindowGroup { Text("Books").focusedSceneValue(\.shelf, "Poetry") }
            .commands { ShelfCommands() }
    }
}

/// Values that reach a reader outside its environment: container values, and focused values
/// read by an app's commands.
@MainActor @Suite struct PreviewInspectorOtherSourcesTests {
    @Test func containerValuesAreReadByTheContainerWithEachSubviewsLine() {
        let firstLine = #line + 2
        let tree = RibbonList {
            Text("Atlas").containerValue(\.ribbon, "new")
            Text("Bestiary")
        }
        let preview = GalleyPreview(GalleyRuntime.evaluate(tree))
        let container = preview.elements.first { $0.name.hasPrefix("ForEach(subviews:)") }
        let reads = container?.reads.filter { $0.name == "ribbon" } ?? []
        #expect(reads.count == 2)
        #expect(reads.first?.value == "\"new\"")
        #expect(reads.first?.modifier == ".containerValue")
        #expect(reads.first?.line == firstLine)
        #expect(reads.first?.isDefault == false)
        #expect(reads.last?.value == "\"none\"")
        #expect(reads.last?.isDefault == true)
        #expect(reads.last?.line == nil)
        let id = container?.id ?? 0
        #expect(preview.renderings[0].html.contains("data-gp-el=\"\(id)\""))
    }

    @Test func anOptionalContainerValueNobodySetIsItsDefault() {
        let line = #line + 2
        let tree = BadgeList {
            Text("Atlas").containerValue(\.badge, "gold")
            Text("Bestiary")
        }
        let preview = GalleyPreview(GalleyRuntime.evaluate(tree))
        let group = preview.elements.first { $0.name.hasPrefix("Group(subviews:)") }
        let reads = group?.reads ?? []
        #expect(reads.map(\.value) == ["\"gold\"", "nil"])
        #expect(reads.map(\.isDefault) == [false, true])
        #expect(reads.first?.line == line)
        #expect(reads.last?.modifier == nil)
    }

    @Test func focusedValuesReadByCommandsAreListedInTheMenuStrip() {
        let preview = GalleyPreview(GalleyRuntime.evaluate(app: ShelfApp()))
        let commands = preview.elements.first { $0.name.hasPrefix("ShelfCommands") }
        let read = commands?.reads.first { $0.name == "shelf" }
        #expect(read?.value == "\"Poetry\"")
        #expect(read?.modifier == ".focusedSceneValue")
        #expect(read?.isDefault == false)
        let html = preview.renderings[0].html
        #expect(html.contains("<div class=\"gp-menubar\" role=\"group\" aria-label=\"Commands\">"))
        #expect(html.contains("data-gp-el=\"\(commands?.id ?? 0)\""))
    }

    @Test func viewsWithoutCommandsHaveNoMenuStrip() {
        let preview = GalleyPreview(GalleyRuntime.evaluate(Text("plain")))
        #expect(!preview.renderings[0].html.contains("gp-menubar"))
    }
}
