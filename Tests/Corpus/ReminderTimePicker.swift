import SwiftUI

struct ReminderSettings: View {
    @AppStorage("reminderHour") private var hour = 8
    @AppStorage("remindersOn") private var remindersOn = false

    var body: some View {
        Form {
            Toggle("Daily reminder", isOn: $remindersOn.animation())
            if remindersOn {
                Picker("Hour", selection: $hour) {
                    ForEach(6..<23) { Text("\($0):00").tag($0) }
                }
            }
        }
    }
}
