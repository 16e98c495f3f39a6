import SwiftUI

struct BounceValues {
    var scale = 1.0
    var verticalOffset = 0.0
    var angle = Angle.zero
}

struct NewBadgeBounce: View {
    @State private var bounces = 0

    var body: some View {
        Text("New")
            .font(.caption.bold())
            .padding(.horizontal, 8)
            .padding(.vertical, 4)
            .background(.red, in: Capsule())
            .foregroundStyle(.white)
            .keyframeAnimator(initialValue: BounceValues(), trigger: bounces) { content, value in
                content
                    .scaleEffect(value.scale)
                    .offset(y: value.verticalOffset)
                    .rotationEffect(value.angle)
            } keyframes: { _ in
                KeyframeTrack(\.scale) {
                    LinearKeyframe(1.0, duration: 0.1)
                    SpringKeyframe(1.3, duration: 0.2, spring: .bouncy)
                    SpringKeyframe(1.0, spring: .snappy)
                }
                KeyframeTrack(\.verticalOffset) {
                    CubicKeyframe(-16, duration: 0.2)
                    CubicKeyframe(0, duration: 0.3)
                }
                KeyframeTrack(\.angle) {
                    MoveKeyframe(.zero)
                    LinearKeyframe(.degrees(8), duration: 0.1, timingCurve: .easeInOut)
                    LinearKeyframe(.zero, duration: 0.1)
                }
            }
            .onAppear { bounces += 1 }
    }
}

struct FloatingLeaf: View {
    var body: some View {
        KeyframeAnimator(initialValue: 0.0, repeating: true) { drift in
            Image(systemName: "leaf.fill")
                .offset(x: drift)
        } keyframes: { _ in
            KeyframeTrack {
                CubicKeyframe(30, duration: 1.5)
                CubicKeyframe(-30, duration: 1.5)
            }
        }
    }
}
