import SwiftUI

struct Pulse: View {
    @State private var on = false
    var body: some View {
        Circle()
            .scaleEffect(on ? 1.2 : 1)
            .animation(.easeInOut(duration: 0.3), value: on)
            .onAppear {
                withAnimation(.spring) { on = true }
                withAnimation(.linear(duration: 1).repeatForever()) { on.toggle() }
                withAnimation { on = false }
            }
    }
}

let allAnimations: [Animation] = [
    .default, .easeInOut, .spring, .bouncy, .smooth, .snappy, .linear(duration: 2),
]
