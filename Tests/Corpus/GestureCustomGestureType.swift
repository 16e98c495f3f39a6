import SwiftUI

enum SwipeDirection: Equatable {
    case left, right, up, down
}

struct DirectionalSwipe: Gesture {
    typealias Value = SwipeDirection
    var minimumDistance: CGFloat = 30

    var body: some Gesture {
        DragGesture(minimumDistance: minimumDistance)
            .map { value -> SwipeDirection in
                let horizontal = abs(value.translation.width) > abs(value.translation.height)
                if horizontal { return value.translation.width < 0 ? .left : .right }
                return value.translation.height < 0 ? .up : .down
            }
    }
}

extension View {
    func onSwipe(perform action: @escaping (SwipeDirection) -> Void) -> some View {
        gesture(DirectionalSwipe().onEnded(action))
    }
}

struct SwipeablePager: View {
    @State private var page = 0
    private let titles = ["Welcome", "Track habits", "Stay on streak"]

    var body: some View {
        Text(titles[page])
            .font(.largeTitle)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .onSwipe { direction in
                switch direction {
                case .left: page = min(page + 1, titles.count - 1)
                case .right: page = max(page - 1, 0)
                default: break
                }
            }
            .gesture(AnyGesture(TapGesture().map { _ in () }))
    }
}
