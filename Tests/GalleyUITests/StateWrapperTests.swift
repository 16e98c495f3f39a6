import Testing

@testable import GalleyUI

private struct NoteTitleKey: FocusedValueKey {
    typealias Value = Binding<String>
}

extension FocusedValues {
    fileprivate var noteTitle: Binding<String>? {
        get { self[NoteTitleKey.self] }
        set { self[NoteTitleKey.self] = newValue }
    }
}

private final class NoteDocument: ObservableObject {
    @Published var zoom = 1
}

private struct NoteCommands: Commands {
    @FocusedBinding(\.noteTitle) var title
    @FocusedObject var document: NoteDocument?
    var body: some Commands {
        CommandMenu("Note") {
            Text("title \(title ?? "none") zoom \(document?.zoom ?? 0)")
        }
    }
}

private struct NoteEditor: View {
    @State var title = "Groceries"
    @StateObject var document = NoteDocument()
    var body: some View {
        TextField("Title", text: $title)
            .focusedValue(\.noteTitle, $title)
            .focusedSceneObject(document)
            .onAppear { document.zoom = 3 }
    }
}

private struct NoteApp: App {
    var body: some Scene {
        WindowGroup { NoteEditor() }.commands { NoteCommands() }
        MenuBarExtra("Notes") { Text("menu") }
        WindowGroup("Note", for: Int.self) { $number in Text("note \(number ?? -1)") }
    }
}

/// Focused bindings and objects reach commands; scenes that do not open at launch stay shut.
@MainActor @Suite struct StateWrapperTests {
    @Test func commandsReadFocusedBindingsAndObjects() {
        let outline = GalleyRuntime.outline(app: NoteApp())
        #expect(outline.contains("Text \"title Groceries zoom 3\""))
    }

    @Test func menuBarExtrasAndLaterWindowGroupsAreNotOpen() {
        let outline = GalleyRuntime.outline(app: NoteApp())
        #expect(outline.contains("MenuBarExtra \"Notes\" not open"))
        #expect(outline.contains("WindowGroup \"Note\" not open"))
        #expect(!outline.contains("Text \"menu\""))
    }

}

private struct BranchingCommands: Commands {
    let debug: Bool
    var body: some Commands {
        if debug {
            CommandMenu("Debug") { Text("dump") }
        } else {
            CommandMenu("Help") { Text("guide") }
        }
        if !debug {
            CommandMenu("Extra") { Text("extra") }
        }
    }
}

private struct BranchingApp: App {
    var body: some Scene {
        WindowGroup { Text("window") }.commands { BranchingCommands(debug: true) }
    }
}

/// Conditional commands evaluate the branch that holds.
@MainActor @Suite struct ConditionalCommandsTests {
    @Test func onlyTheTakenBranchIsEvaluated() {
        let outline = GalleyRuntime.outline(app: BranchingApp())
        #expect(outline.contains("CommandMenu \"Debug\""))
        #expect(!outline.contains("Help"))
        #expect(!outline.contains("Extra"))
    }
}
