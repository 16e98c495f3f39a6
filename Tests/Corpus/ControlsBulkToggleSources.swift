import SwiftUI

struct AlarmEntryModel: Identifiable {
    let id: Int
    var label: String
    var isEnabled: Bool
    var snooze: Int
}

struct AlarmBulkEditor: View {
    @State private var alarms = [
        AlarmEntryModel(id: 1, label: "Wake up", isEnabled: true, snooze: 5),
        AlarmEntryModel(id: 2, label: "Gym", isEnabled: false, snooze: 10),
    ]

    var body: some View {
        Form {
            Toggle("All alarms", sources: $alarms, isOn: \.isEnabled)
            Picker("Snooze for all", sources: $alarms, selection: \.snooze) {
                Text("5 min").tag(5)
                Text("10 min").tag(10)
            }
            ForEach($alarms) { $alarm in
                Toggle(alarm.label, isOn: $alarm.isEnabled)
            }
        }
    }
}
