import SwiftUI

struct CheckoutFormView: View {
    @State private var quantity = 1
    @State private var tip = 0.15
    @State private var deliveryDate = Date()
    @State private var note = ""
    @State private var giftWrap = false
    @State private var price = 12.5

    private var total: Double { Double(quantity) * price * (1 + tip) }

    var body: some View {
        Form {
            Stepper(value: $quantity, in: 1...20) {
                Text("Quantity: \(quantity)")
            }
            Stepper("Tip", value: $tip, in: 0...0.3, step: 0.05, format: .percent)
            TextField("Unit price", value: $price, format: .number)
            DatePicker("Deliver on", selection: $deliveryDate, in: Date()..., displayedComponents: .date)
            Toggle(isOn: $giftWrap) {
                Label("Gift wrap", systemImage: "gift")
            }
            TextField("Note for the courier", text: $note, axis: .vertical)
                .lineLimit(2...4)
            LabeledContent("Total", value: total, format: .currency(code: "EUR"))
            Button {
                quantity = 1
            } label: {
                Label("Reset", systemImage: "arrow.counterclockwise")
            }
            .buttonStyle(.borderless)
        }
    }
}
