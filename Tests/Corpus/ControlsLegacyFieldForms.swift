import SwiftUI

struct LegacyPreferencesForm: View {
    @State private var nickname = ""
    @State private var age = 30
    @State private var level = 2
    @State private var committed = false

    private let numberFormatter: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        return formatter
    }()

    var body: some View {
        Form {
            TextField("Nickname", text: $nickname, onEditingChanged: { _ in }, onCommit: { committed = true })
            TextField("Age", value: $age, formatter: numberFormatter)
            Picker(selection: $level, label: Text("Level")) {
                Text("Beginner").tag(1)
                Text("Expert").tag(2)
            }
            GroupBox(label: Text("About")) {
                Text(committed ? "Saved" : "Unsaved")
            }
            Toggle(isOn: .constant(true)) {
                Text("Legacy toggle")
            }
            .toggleStyle(SwitchToggleStyle(tint: .green))
            ProgressView(Progress(totalUnitCount: 10))
                .progressViewStyle(LinearProgressViewStyle(tint: .purple))
        }
    }
}
