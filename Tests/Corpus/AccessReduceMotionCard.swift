import SwiftUI

struct PromoBadgeCard: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.accessibilityDifferentiateWithoutColor) private var noColor
    let discount: Int

    var body: some View {
        VStack {
            Text("\(discount)% off")
                .font(.title.bold())
            if noColor {
                Image(systemName: "tag")
                    .accessibilityHidden(true)
            }
        }
        .padding()
        .background(Color.yellow, in: Capsule())
        .scaleEffect(reduceMotion ? 1 : 1.05)
        .accessibilityElement(children: .ignore)
        .accessibilityLabel("Promotion")
        .accessibilityValue("\(discount) percent off")
        .accessibilityRespondsToUserInteraction(false)
    }
}
