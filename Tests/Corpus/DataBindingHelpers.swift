import SwiftUI

struct AlarmReminderSettings {
    var isOn = false
    var minutesBefore = 10
    var note: String?
}

struct ReminderEditor: View {
    @Binding var settings: AlarmReminderSettings

    var body: some View {
        Form {
            Toggle("Remind me", isOn: $settings.isOn.animation())
            Stepper("\(settings.minutesBefore) minutes before", value: $settings.minutesBefore, in: 0...120)
            if let note = Binding($settings.note) {
                TextField("Note", text: note)
            }
            Text(Binding<String?>(Binding.constant("fixed")).wrappedValue ?? "")
        }
    }
}

struct ReminderScreen: View {
    @State private var settings = AlarmReminderSettings(note: "Bring the tickets")
    @State private var count: Int

    init(startCount: Int) {
        _count = State(initialValue: startCount)
    }

    var body: some View {
        VStack {
            ReminderEditor(settings: $settings)
            ReminderEditor(settings: Binding(get: { settings }, set: { settings = $0 }))
            Text("\(count)")
        }
    }
}
