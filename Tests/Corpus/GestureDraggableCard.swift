import SwiftUI

struct SwipeableFlashcard: View {
    let prompt: String
    var onDismiss: (Bool) -> Void = { _ in }
    @GestureState private var dragOffset = CGSize.zero
    @State private var settledOffset = CGSize.zero

    private var drag: some Gesture {
        DragGesture()
            .updating($dragOffset) { value, state, _ in
                state = value.translation
            }
            .onEnded { value in
                if abs(value.translation.width) > 120 {
                    onDismiss(value.translation.width > 0)
                } else {
                    settledOffset = .zero
                }
            }
    }

    var body: some View {
        RoundedRectangle(cornerRadius: 20)
            .fill(Color.white)
            .shadow(radius: 4)
            .overlay { Text(prompt).font(.title2).padding() }
            .frame(width: 300, height: 200)
            .offset(x: settledOffset.width + dragOffset.width, y: dragOffset.height / 4)
            .gesture(drag)
    }
}
