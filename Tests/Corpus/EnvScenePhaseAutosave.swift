import SwiftUI

@Observable
final class AutosaveDraftStore {
    var text = ""
    var savedCount = 0

    func save() { savedCount += 1 }
}

struct AutosavingDraftEditor: View {
    @Environment(\.scenePhase) private var scenePhase
    @State private var store = AutosaveDraftStore()

    var body: some View {
        VStack {
            TextEditor(text: $store.text)
            Text("Saved \(store.savedCount) times")
                .font(.caption)
        }
        .onChange(of: scenePhase) { _, phase in
            if phase != .active { store.save() }
        }
    }
}
