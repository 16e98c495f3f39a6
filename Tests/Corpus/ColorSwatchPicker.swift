import SwiftUI

struct ColorSwatchPicker: View {
    @Binding var selection: Color
    private let options: [Color] = [.red, .orange, .yellow, .green, .blue, .purple]

    var body: some View {
        HStack {
            ForEach(options, id: \.self) { color in
                Circle()
                    .fill(color)
                    .frame(width: 28, height: 28)
                    .overlay {
                        if color == selection {
                            Circle().stroke(Color.primary, lineWidth: 2)
                        }
                    }
                    .onTapGesture { selection = color }
            }
        }
    }
}

struct TagEditor: View {
    @State private var color = Color.blue
    var body: some View {
        VStack {
            ColorSwatchPicker(selection: $color)
            ColorPicker("Custom", selection: $color)
        }
    }
}
