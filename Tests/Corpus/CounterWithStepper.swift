import SwiftUI

struct CupCounter: View {
    @State private var cups = 0
    private let goal = 8

    var body: some View {
        VStack(spacing: 20) {
            Text("\(cups) of \(goal) cups")
                .font(.title2)
                .monospacedDigit()
            ProgressView(value: Double(cups), total: Double(goal))
            Stepper("Cups", value: $cups, in: 0...goal)
                .labelsHidden()
            if cups >= goal {
                Label("Goal reached", systemImage: "checkmark.seal.fill")
                    .foregroundStyle(.green)
                    .transition(.scale)
            }
        }
        .animation(.spring(), value: cups)
        .padding()
    }
}
