import SwiftUI

struct PriceTagView: View {
    let amount: Double

    var body: some View {
        Text(amount, format: .currency(code: "EUR"))
            .padding(8)
            .background(.yellow)
    }
}

#Preview {
    PriceTagView(amount: 9.5)
}

#Preview("Expensive") {
    PriceTagView(amount: 1_299)
}

#Preview(traits: .sizeThatFitsLayout) {
    PriceTagView(amount: 3)
}

#Preview("Landscape", traits: .landscapeLeft, .fixedLayout(width: 320, height: 120)) {
    PriceTagView(amount: 42)
}

#Preview("Default layout", traits: .defaultLayout, .portraitUpsideDown, .landscapeRight) {
    PriceTagView(amount: 0)
}
