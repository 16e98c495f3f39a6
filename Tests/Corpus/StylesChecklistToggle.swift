import SwiftUI

struct ChecklistToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button {
            configuration.isOn.toggle()
        } label: {
            HStack {
                Image(systemName: configuration.isOn ? "checkmark.circle.fill" : "circle")
                    .foregroundStyle(configuration.isOn ? Color.green : Color.secondary)
                    .imageScale(.large)
                configuration.label
                    .strikethrough(configuration.isOn)
            }
        }
        .buttonStyle(.plain)
    }
}

struct PackingChecklist: View {
    @State private var passport = true
    @State private var charger = false
    @State private var tickets = false

    var body: some View {
        VStack(alignment: .leading) {
            Toggle("Passport", isOn: $passport)
            Toggle("Charger", isOn: $charger)
            Toggle("Tickets", isOn: $tickets)
        }
        .toggleStyle(ChecklistToggleStyle())
    }
}
