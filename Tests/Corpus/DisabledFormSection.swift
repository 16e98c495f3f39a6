import SwiftUI

struct ShippingForm: View {
    @State private var sameAsBilling = true
    @State private var street = ""
    @State private var city = ""

    var body: some View {
        Form {
            Toggle("Same as billing", isOn: $sameAsBilling)
            Section("Shipping address") {
                TextField("Street", text: $street)
                TextField("City", text: $city)
            }
            .disabled(sameAsBilling)
        }
    }
}
