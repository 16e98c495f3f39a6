import SwiftUI

@Observable final class Selection { var ids: Set<Int> = [] }

struct Sidebar: View {
    @State private var selection = Selection()
    var body: some View {
        List { Text("Row") }
            .focusedValue(selection)
            .focusedSceneValue(selection)
    }
}

struct SelectionCommands: Commands {
    @FocusedValue(Selection.self) var selection
    var body: some Commands {
        CommandMenu("Selection") {
            Text("\(selection?.ids.count ?? 0) selected")
        }
    }
}
