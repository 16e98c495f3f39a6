import SwiftUI

struct LayerInspectorPanel: View {
    @Binding var opacity: Double

    var body: some View {
        Form {
            Slider(value: $opacity, in: 0...1)
        }
        .inspectorColumnWidth(min: 200, ideal: 260, max: 320)
    }
}

struct CanvasEditor: View {
    @State private var showsInspector = true
    @State private var showsHelp = false
    @State private var opacity = 0.8

    var body: some View {
        Rectangle()
            .opacity(opacity)
            .inspector(isPresented: $showsInspector) {
                LayerInspectorPanel(opacity: $opacity)
            }
            .popover(isPresented: $showsHelp, arrowEdge: .bottom) {
                Text("Drag to move a layer")
                    .padding()
                    .presentationCompactAdaptation(.popover)
            }
            .toolbar {
                Button("Help") { showsHelp = true }
            }
    }
}
