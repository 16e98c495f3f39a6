import SwiftUI

struct SaleBanner: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.accessibilityDifferentiateWithoutColor) private var withoutColor
    @State private var pulse = false

    var body: some View {
        HStack {
            if withoutColor { Image(systemName: "tag") }
            Text("50% off today")
        }
        .padding()
        .background(Color.red.opacity(0.15))
        .scaleEffect(pulse ? 1.05 : 1)
        .onAppear {
            guard !reduceMotion else { return }
            withAnimation(.easeInOut(duration: 1).repeatForever()) { pulse = true }
        }
        .accessibilityLabel("Sale: half price today")
    }
}
