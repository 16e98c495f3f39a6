import SwiftUI

struct VolumeDial: View {
    @Binding var level: Double
    @State private var baseAngle = Angle.zero
    @GestureState private var twist = Angle.zero

    private var total: Angle { baseAngle + twist }

    var body: some View {
        ZStack {
            Circle().stroke(lineWidth: 6).foregroundStyle(.gray.opacity(0.3))
            Capsule()
                .fill(.orange)
                .frame(width: 6, height: 30)
                .offset(y: -60)
                .accessibilityLabel("Dial at \(Int(total.degrees)) degrees")
            Text("\(Int(level * 100))%").font(.headline.monospacedDigit())
        }
        .frame(width: 160, height: 160)
        .gesture(
            RotateGesture(minimumAngleDelta: .degrees(2))
                .updating($twist) { value, state, _ in state = value.rotation }
                .onEnded { value in
                    baseAngle += value.rotation
                    level = min(max(baseAngle.degrees / 270, 0), 1)
                }
        )
        .highPriorityGesture(RotationGesture().onEnded { angle in baseAngle = angle * 0.5 })
    }
}
