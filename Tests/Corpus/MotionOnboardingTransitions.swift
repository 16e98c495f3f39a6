import SwiftUI

/// Slides a page in while it fades and tilts a little.
struct TiltSlideTransition: Transition {
    func body(content: Content, phase: TransitionPhase) -> some View {
        content
            .opacity(phase.isIdentity ? 1 : 0)
            .offset(x: phase.value * 40)
            .rotationEffect(.degrees(phase.value * 4))
    }
}

struct OnboardingFlowScreen: View {
    let pages = ["Plan trips", "Share routes", "Travel offline"]
    @State private var index = 0

    var body: some View {
        VStack(spacing: 24) {
            ZStack {
                ForEach(pages.indices, id: \.self) { page in
                    if page == index {
                        Text(pages[page])
                            .font(.largeTitle.bold())
                            .transition(TiltSlideTransition())
                    }
                }
            }
            .frame(height: 120)
            HStack {
                Button("Back") {
                    withAnimation(.snappy) { index = max(index - 1, 0) }
                }
                .disabled(index == 0)
                Spacer()
                Button(index == pages.count - 1 ? "Done" : "Next") {
                    withAnimation(.smooth(duration: 0.4)) { index = min(index + 1, pages.count - 1) }
                }
            }
            .padding(.horizontal)
        }
    }
}

struct ToastBanner: View {
    @State private var visible = false

    var body: some View {
        VStack {
            if visible {
                Text("Saved")
                    .padding()
                    .background(.green, in: Capsule())
                    .transition(.asymmetric(insertion: .push(from: .top), removal: .opacity.combined(with: .scale(scale: 0.8))))
            }
            Button("Save") {
                withAnimation(.bouncy) { visible = true }
            }
        }
        .animation(.easeInOut, value: visible)
        .transition(.move(edge: .bottom).animation(.easeOut))
    }
}

let onboardingTransitions: [AnyTransition] = [
    .slide, .identity, .offset(x: 0, y: 20), .offset(CGSize(width: 10, height: 0)),
    .modifier(active: FadeOutModifier(amount: 0), identity: FadeOutModifier(amount: 1)),
    AnyTransition(TiltSlideTransition()),
]

struct FadeOutModifier: ViewModifier {
    let amount: Double
    func body(content: Content) -> some View { content.opacity(amount) }
}
