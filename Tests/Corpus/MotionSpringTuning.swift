import SwiftUI

struct SpringPreset: Identifiable {
    let id: String
    let spring: Spring
}

struct SpringTuningScreen: View {
    @State private var offset: CGFloat = 0
    @State private var finished = 0
    let presets = [
        SpringPreset(id: "Smooth", spring: .smooth),
        SpringPreset(id: "Snappy", spring: .snappy(duration: 0.3)),
        SpringPreset(id: "Bouncy", spring: .bouncy(extraBounce: 0.1)),
        SpringPreset(id: "Stiff", spring: Spring(mass: 1, stiffness: 300, damping: 20)),
        SpringPreset(id: "Settling", spring: Spring(settlingDuration: 0.8, dampingRatio: 0.6)),
    ]

    var body: some View {
        List(presets) { preset in
            HStack {
                Text(preset.id)
                Spacer()
                Text("bounce \(preset.spring.bounce, format: .number.precision(.fractionLength(2)))")
                    .foregroundStyle(.secondary)
                Button("Play") {
                    withAnimation(.spring(preset.spring)) {
                        offset = offset == 0 ? 80 : 0
                    } completion: {
                        finished += 1
                    }
                }
            }
        }
        .safeAreaInset(edge: .bottom) {
            Circle()
                .frame(width: 24, height: 24)
                .offset(x: offset)
                .animation(.interpolatingSpring(mass: 1, stiffness: 170, damping: 15), value: offset)
        }
    }
}

/// Where a spring started at rest is after `time`, for a chart of its motion.
func springSamples(_ spring: Spring, count: Int) -> [Double] {
    (0..<count).map { spring.value(target: 1.0, time: Double($0) / Double(count)) }
}

let motionAnimations: [Animation] = [
    .interactiveSpring(), .interactiveSpring(response: 0.2, dampingFraction: 0.8, blendDuration: 0.1),
    .interpolatingSpring(duration: 0.4, bounce: 0.2), .interpolatingSpring(.bouncy, initialVelocity: 2),
    .timingCurve(.circularEaseInOut, duration: 0.5), .timingCurve(0.2, 0.9, 0.3, 1),
    .easeIn(duration: 0.2).delay(0.1), .linear.speed(0.5).repeatCount(2, autoreverses: false),
    .default.logicallyComplete(after: 0.1),
]
