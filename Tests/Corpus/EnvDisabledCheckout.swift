import SwiftUI

struct CheckoutButtonLabel: View {
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        Label(isEnabled ? "Pay now" : "Add an address first", systemImage: "creditcard")
            .foregroundStyle(isEnabled ? Color.primary : Color.secondary)
    }
}

struct CheckoutSummary: View {
    @State private var address = ""
    @State private var acceptsTerms = false

    var body: some View {
        Form {
            Section("Delivery") {
                TextField("Street and number", text: $address)
                Toggle("I accept the terms", isOn: $acceptsTerms)
            }
            Section {
                Button {
                } label: {
                    CheckoutButtonLabel()
                }
                .disabled(address.isEmpty || !acceptsTerms)
            }
        }
    }
}
