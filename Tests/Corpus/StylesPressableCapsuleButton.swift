import SwiftUI

struct PressableCapsuleStyle: ButtonStyle {
    @Environment(\.isEnabled) private var isEnabled
    var fill: Color = .accentColor

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.headline)
            .padding(.horizontal, 20)
            .padding(.vertical, 10)
            .background(isEnabled ? fill : Color.gray, in: Capsule())
            .foregroundStyle(.white)
            .scaleEffect(configuration.isPressed ? 0.96 : 1)
            .opacity(configuration.role == .destructive ? 0.9 : 1)
    }
}

extension ButtonStyle where Self == PressableCapsuleStyle {
    static var pressableCapsule: PressableCapsuleStyle { PressableCapsuleStyle() }
}

struct PressableCapsuleDemo: View {
    @State private var taps = 0

    var body: some View {
        VStack(spacing: 12) {
            Button("Continue") { taps += 1 }
                .buttonStyle(.pressableCapsule)
            Button("Remove", role: .destructive) { taps = 0 }
                .buttonStyle(PressableCapsuleStyle(fill: .red))
            Button("Unavailable") {}
                .buttonStyle(.pressableCapsule)
                .disabled(true)
        }
    }
}
