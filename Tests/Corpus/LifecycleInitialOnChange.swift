import SwiftUI

@Observable final class ThemePreference {
    var usesDarkMode = false
    var accentName = "blue"
}

struct ThemePreviewPane: View {
    @Environment(ThemePreference.self) private var preference
    @State private var previewTitle = ""
    @State private var changes = 0

    var body: some View {
        VStack {
            Text(previewTitle).font(.headline)
            Text("\(changes) changes this session")
        }
        .onChange(of: preference.usesDarkMode, initial: true) { _, dark in
            previewTitle = dark ? "Dark preview" : "Light preview"
        }
        .onChange(of: preference.accentName) { oldName, newName in
            changes += 1
            print("accent \(oldName) → \(newName)")
        }
        .onChange(of: previewTitle) {
            print("title now \(previewTitle)")
        }
    }
}
