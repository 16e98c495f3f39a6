import SwiftUI

struct HoldToDeleteButton: View {
    var onConfirm: () -> Void
    @GestureState private var isHolding = false
    @State private var completed = false

    var body: some View {
        let hold = LongPressGesture(minimumDuration: 1.5, maximumDistance: 20)
            .updating($isHolding) { currentState, gestureState, transaction in
                gestureState = currentState
                transaction.animation = .easeIn(duration: 1.5)
            }
            .onEnded { finished in
                completed = finished
                if finished { onConfirm() }
            }

        Label(completed ? "Deleted" : "Hold to delete", systemImage: "trash")
            .padding()
            .background(isHolding ? Color.red.opacity(0.4) : Color.gray.opacity(0.2))
            .clipShape(Capsule())
            .gesture(hold)
    }
}

struct ReorderHandle: View {
    @GestureState private var state = DragState.inactive

    enum DragState {
        case inactive
        case pressing
        case dragging(translation: CGSize)

        var translation: CGSize {
            if case .dragging(let translation) = self { return translation }
            return .zero
        }
    }

    var body: some View {
        Image(systemName: "line.3.horizontal")
            .offset(x: state.translation.width, y: state.translation.height)
            .gesture(
                LongPressGesture(minimumDuration: 0.3)
                    .sequenced(before: DragGesture())
                    .updating($state) { value, state, _ in
                        switch value {
                        case .first(true): state = .pressing
                        case .second(true, let drag): state = .dragging(translation: drag?.translation ?? .zero)
                        default: state = .inactive
                        }
                    }
            )
    }
}
