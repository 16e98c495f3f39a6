import SwiftUI

struct DraftEditor: View {
    @Environment(\.scenePhase) private var scenePhase
    @State private var draft = ""
    @State private var savedCount = 0

    var body: some View {
        TextEditor(text: $draft)
            .onChange(of: scenePhase) { _, phase in
                if phase == .background { savedCount += 1 }
            }
            .overlay(alignment: .bottomTrailing) {
                Text("Saved \(savedCount)×").font(.caption2).padding()
            }
    }
}
