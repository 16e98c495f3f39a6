import SwiftUI

struct VolumeKnob: View {
    @Binding var level: Double

    var body: some View {
        VStack {
            Slider(value: $level, in: 0...11)
            Text("Level \(Int(level))")
        }
    }
}

#Preview("Knob at ten") {
    @Previewable @State var level = 10.0
    VolumeKnob(level: $level)
}

#Preview {
    @Previewable @State var level = 3.0
    @Previewable @FocusState var focused: Bool
    VStack {
        VolumeKnob(level: $level)
        TextField("Label", text: .constant(""))
            .focused($focused)
    }
}
