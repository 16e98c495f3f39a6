import SwiftUI

struct InspectorLauncher: View {
    @Environment(\.openWindow) private var openWindow
    @Environment(\.dismissWindow) private var dismissWindow

    var body: some View {
        HStack {
            Button("Open Inspector") { openWindow(id: "inspector") }
            Button("Close Inspector") { dismissWindow(id: "inspector") }
        }
    }
}
