import SwiftUI

struct ArcSpinner: View {
    @State private var spinning = false

    var body: some View {
        Circle()
            .trim(from: 0.1, to: 0.8)
            .stroke(.blue, style: StrokeStyle(lineWidth: 4, lineCap: .round))
            .frame(width: 32, height: 32)
            .rotationEffect(.degrees(spinning ? 360 : 0))
            .animation(.linear(duration: 1).repeatForever(autoreverses: false), value: spinning)
            .onAppear { spinning = true }
    }
}

/// Fades content in proportion to an animatable progress value.
struct RevealModifier: AnimatableModifier {
    var progress: Double

    // A modifier is isolated to the main actor; its animatable data must not be.
    nonisolated var animatableData: Double {
        get { progress }
        set { progress = newValue }
    }

    func body(content: Content) -> some View {
        content
            .opacity(progress)
            .mask {
                Rectangle().scaleEffect(x: progress, y: 1, anchor: .leading)
            }
    }
}

struct RevealingTitle: View {
    @State private var shown = 0.0

    var body: some View {
        Text("Welcome back")
            .font(.title)
            .modifier(RevealModifier(progress: shown))
            .transaction { transaction in
                if transaction.animation == nil { transaction.animation = .easeOut(duration: 0.6) }
            }
            .onAppear { withAnimation { shown = 1 } }
    }
}
