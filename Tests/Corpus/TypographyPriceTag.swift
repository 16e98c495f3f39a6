import SwiftUI

struct PriceTagLabel: View {
    let amount: Decimal
    let previous: Decimal?
    let currency = "USD"

    var body: some View {
        HStack(alignment: .firstTextBaseline, spacing: 6) {
            Text(amount, format: .currency(code: currency))
                .font(.title2.weight(.semibold).monospacedDigit())
            if let previous {
                Text(previous, format: .currency(code: currency))
                    .font(.subheadline)
                    .strikethrough(true, color: .red)
                    .foregroundStyle(.secondary)
            }
            Text("SALE")
                .font(.caption2.bold())
                .kerning(2)
                .baselineOffset(4)
        }
    }
}
