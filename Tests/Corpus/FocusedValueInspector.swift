import SwiftUI

struct Shape2D: Identifiable { let id: Int; var name: String }

extension FocusedValues {
    @Entry var selectedShapeName: String?
}

struct CanvasItem: View {
    let shape: Shape2D
    @FocusState private var focused: Bool

    var body: some View {
        Text(shape.name)
            .focusable()
            .focused($focused)
            .focusedValue(\.selectedShapeName, shape.name)
    }
}

struct InspectorPanel: View {
    @FocusedValue(\.selectedShapeName) private var name
    var body: some View { Text(name ?? "Nothing selected") }
}
