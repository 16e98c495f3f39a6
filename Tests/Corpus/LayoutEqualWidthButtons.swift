import SwiftUI

/// Gives every subview the width of the widest one.
struct EqualWidthRowLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let widest = maxSize(subviews)
        let spacing = gaps(subviews).reduce(0, +)
        return CGSize(width: widest.width * CGFloat(subviews.count) + spacing, height: widest.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let widest = maxSize(subviews)
        let spacing = gaps(subviews)
        let cell = ProposedViewSize(width: widest.width, height: widest.height)
        var x = bounds.minX + widest.width / 2
        for index in subviews.indices {
            subviews[index].place(at: CGPoint(x: x, y: bounds.midY), anchor: .center, proposal: cell)
            if index < spacing.count { x += widest.width + spacing[index] }
        }
    }

    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout ()
    ) -> CGFloat? {
        guide == .center ? bounds.midY : nil
    }

    private func maxSize(_ subviews: Subviews) -> CGSize {
        subviews.map { $0.sizeThatFits(.unspecified) }.reduce(.zero) {
            CGSize(width: max($0.width, $1.width), height: max($0.height, $1.height))
        }
    }

    private func gaps(_ subviews: Subviews) -> [CGFloat] {
        subviews.indices.dropLast().map {
            subviews[$0].spacing.distance(to: subviews[$0 + 1].spacing, along: .horizontal)
        }
    }
}

struct CheckoutChoiceBar: View {
    @State private var choice = "Pickup"

    var body: some View {
        EqualWidthRowLayout {
            ForEach(["Pickup", "Delivery", "Ship to store"], id: \.self) { option in
                Button(option) { choice = option }
                    .buttonStyle(.bordered)
                    .tint(choice == option ? .blue : .gray)
            }
        }
        .padding()
    }
}
