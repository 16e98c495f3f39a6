import SwiftUI

struct SaveCancelToolbar: ToolbarContent {
    let save: @MainActor () -> Void
    @Environment(\.dismiss) private var dismiss

    var body: some ToolbarContent {
        ToolbarItem(placement: .cancellationAction) {
            Button("Cancel") { dismiss() }
        }
        ToolbarItem(placement: .confirmationAction) {
            Button("Save", action: save)
        }
    }
}

struct FormattingToolbar: CustomizableToolbarContent {
    var body: some CustomizableToolbarContent {
        ToolbarItem(id: "bold", placement: .primaryAction) {
            Button("Bold") {}
        }
        ToolbarItem(id: "italic") {
            Button("Italic") {}
        }
    }
}

struct ProfileEditor: View {
    @State private var name = "Ines"

    var body: some View {
        NavigationStack {
            Form {
                TextField("Name", text: $name)
            }
            .toolbar {
                SaveCancelToolbar { print("saved \(name)") }
            }
            .toolbar(id: "formatting") {
                FormattingToolbar()
            }
            .toolbar(.hidden, for: .tabBar)
            .toolbarTitleMenu {
                Button("Rename") {}
            }
        }
    }
}
