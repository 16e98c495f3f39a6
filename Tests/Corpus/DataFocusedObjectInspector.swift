import SwiftUI

final class CanvasDocument: ObservableObject {
    @Published var title = "Untitled"
    @Published var zoom = 1.0
}

struct CanvasZoomCommands: Commands {
    @FocusedObject private var document: CanvasDocument?

    var body: some Commands {
        CommandMenu("View") {
            Button("Zoom In") { document?.zoom += 0.25 }
                .disabled(document == nil)
        }
    }
}

struct CanvasWindow: View {
    @StateObject private var document = CanvasDocument()

    var body: some View {
        VStack {
            Text(document.title)
            Text("Zoom \(document.zoom, format: .number)")
        }
        .focusedSceneObject(document)
    }
}

struct CanvasSidebarPanel: View {
    @ObservedObject var document: CanvasDocument

    var body: some View {
        TextField("Title", text: $document.title)
            .focusedObject(document)
    }
}
