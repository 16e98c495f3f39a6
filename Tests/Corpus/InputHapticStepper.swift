import SwiftUI

struct WaterIntakeTracker: View {
    @State private var glasses = 0
    @State private var goalReached = false
    private let goal = 8

    var body: some View {
        VStack(spacing: 20) {
            Text("\(glasses) of \(goal) glasses").font(.title2.monospacedDigit())
            HStack(spacing: 24) {
                Button("Less") { glasses = max(glasses - 1, 0) }
                Button("More") {
                    glasses += 1
                    goalReached = glasses >= goal
                }
            }
        }
        .sensoryFeedback(trigger: glasses) { old, new in
            new > old ? .increase : .decrease
        }
        .sensoryFeedback(.success, trigger: goalReached) { _, reached in reached }
        .sensoryFeedback(.impact(weight: .light, intensity: 0.6), trigger: glasses)
        .sensoryFeedback(.impact(flexibility: .soft), trigger: goalReached)
        .sensoryFeedback(trigger: goalReached) { goalReached ? .levelChange : nil }
    }
}
