import SwiftUI

struct HairlineDivider: View {
    @Environment(\.pixelLength) private var pixelLength
    @Environment(\.displayScale) private var displayScale

    var body: some View {
        Rectangle()
            .frame(height: pixelLength)
            .overlay {
                Text("scale \(displayScale, specifier: "%.0f")x")
                    .font(.caption2)
            }
    }
}

struct ReceiptFooter: View {
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    @Environment(\.layoutDirection) private var layoutDirection

    var body: some View {
        VStack {
            HairlineDivider()
            if horizontalSizeClass == .compact {
                Text("Thank you")
            } else {
                Text(layoutDirection == .rightToLeft ? "Thank you ←" : "Thank you →")
            }
        }
        .environment(\.displayScale, 3)
    }
}
