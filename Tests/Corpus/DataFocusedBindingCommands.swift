import SwiftUI

struct SelectedTrackKey: FocusedValueKey {
    typealias Value = Binding<String>
}

extension FocusedValues {
    var selectedTrackTitle: Binding<String>? {
        get { self[SelectedTrackKey.self] }
        set { self[SelectedTrackKey.self] = newValue }
    }
}

struct TrackTitleCommands: Commands {
    @FocusedBinding(\.selectedTrackTitle) private var title

    var body: some Commands {
        CommandMenu("Track") {
            Button("Uppercase \(title ?? "")") {
                title = title?.uppercased()
            }
            .disabled(title == nil)
        }
    }
}

struct TrackEditor: View {
    @State private var title = "Harbour lights"

    var body: some View {
        TextField("Title", text: $title)
            .focusedValue(\.selectedTrackTitle, $title)
    }
}

struct TrackEditorApp: App {
    var body: some Scene {
        WindowGroup { TrackEditor() }
            .commands { TrackTitleCommands() }
    }
}
