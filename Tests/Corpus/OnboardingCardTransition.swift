import SwiftUI

extension EnvironmentValues {
    @Entry var onboardingEdge: Edge = .trailing
}

extension AnyTransition {
    /// Cards slide in from the reading edge and fade out.
    static func card(from edge: Edge) -> AnyTransition {
        .asymmetric(insertion: .move(edge: edge), removal: .opacity)
    }
}

struct OnboardingCard: View {
    let title: String
    @Environment(\.onboardingEdge) private var edge

    var body: some View {
        Text(title)
            .font(.title2)
            .padding(Edge.Set.horizontal, 24)
            .padding(.vertical, 16)
            .background(
                LinearGradient(
                    colors: [Color("BrandAccent", bundle: .main), .blue],
                    startPoint: UnitPoint(x: 0, y: 0.2), endPoint: .bottomTrailing)
            )
            .clipShape(.rect(cornerRadius: 16))
            .transition(.card(from: edge))
    }
}

struct OnboardingFlow: View {
    @State private var step = 0
    private let titles = ["Welcome", "Sync your notes", "Stay focused"]

    var body: some View {
        VStack(spacing: 20) {
            OnboardingCard(title: titles[step])
                .id(step)
            Button(step < titles.count - 1 ? "Next" : "Start") {
                withAnimation(.easeInOut) {
                    step = min(step + 1, titles.count - 1)
                }
            }
        }
        .environment(\.onboardingEdge, step.isMultiple(of: 2) ? .trailing : .leading)
    }
}

#Preview {
    OnboardingFlow()
}
