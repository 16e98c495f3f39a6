import SwiftUI

struct Controls: View {
    @State private var on = false
    @State private var text = ""
    @State private var notes = ""
    @State private var password = ""
    @State private var count = 1
    @State private var volume = 0.5
    @State private var color = Color.red
    @State private var choice = "a"
    var body: some View {
        ScrollView {
            VStack {
                Toggle("On", isOn: $on)
                TextField("Name", text: $text)
                SecureField("Password", text: $password)
                TextEditor(text: $notes)
                Stepper("Count", value: $count, in: 0...10)
                Slider(value: $volume, in: 0...1)
                ColorPicker("Color", selection: $color)
                Picker("Choice", selection: $choice) {
                    Text("A").tag("a")
                    Text("B").tag("b")
                }
                .pickerStyle(.segmented)
                ProgressView(value: volume)
                ZStack {
                    Circle()
                    Rectangle()
                    RoundedRectangle(cornerRadius: 4)
                }
            }
        }
    }
}
