import SwiftUI

struct TipCalculator: View {
    @State private var bill = 48.0
    @State private var tipPercent = 15
    private var tip: Double { bill * Double(tipPercent) / 100 }

    var body: some View {
        Form {
            Section("Bill") {
                TextField("Amount", value: $bill, format: .number)
            }
            Section("Tip") {
                Picker("Percent", selection: $tipPercent) {
                    ForEach([10, 15, 20, 25], id: \.self) { Text("\($0)%") }
                }
                .pickerStyle(.segmented)
            }
            Section("Total") {
                Text(bill + tip, format: .number.precision(.fractionLength(2)))
            }
        }
    }
}
