import SwiftUI

struct UnderlinedFieldStyle: TextFieldStyle {
    var accent: Color = .blue

    func _body(configuration: TextField<Self._Label>) -> some View {
        VStack(spacing: 4) {
            configuration
            Rectangle()
                .fill(accent)
                .frame(height: 1)
        }
    }
}

struct ShippingAddressFields: View {
    @State private var street = ""
    @State private var city = ""
    @State private var postcode = ""

    var body: some View {
        VStack(spacing: 20) {
            TextField("Street", text: $street)
                .textContentType(.fullStreetAddress)
            TextField("City", text: $city)
                .textContentType(.addressCity)
            TextField("Postcode", text: $postcode)
                .keyboardType(.numberPad)
                .textFieldStyle(.roundedBorder)
        }
        .textFieldStyle(UnderlinedFieldStyle(accent: .teal))
    }
}
