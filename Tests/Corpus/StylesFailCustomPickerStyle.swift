// expect-error: does not conform to protocol 'PickerStyle'
import SwiftUI

// PickerStyle's requirements are not open to app code, in SwiftUI as here: only the
// built-in picker styles conform.
struct ChipsPickerStyle: PickerStyle {}

struct ChipsPickerScreen: View {
    @State private var size = "M"
    var body: some View {
        Picker("Size", selection: $size) {
            Text("S").tag("S")
            Text("M").tag("M")
        }
        .pickerStyle(ChipsPickerStyle())
    }
}
