import SwiftUI

struct CheckoutAddressForm: View {
    enum Field: Hashable {
        case name, street, city, postcode
    }

    @State private var name = ""
    @State private var street = ""
    @State private var city = ""
    @State private var postcode = ""
    @State private var submitted = false
    @FocusState private var focus: Field?

    var body: some View {
        Form {
            TextField("Full name", text: $name)
                .focused($focus, equals: .name)
                .submitLabel(.next)
            TextField("Street", text: $street)
                .focused($focus, equals: .street)
                .submitLabel(.next)
            TextField("City", text: $city)
                .focused($focus, equals: .city)
                .submitLabel(.next)
            TextField("Postcode", text: $postcode)
                .focused($focus, equals: .postcode)
                .submitLabel(.done)
            if submitted {
                Label("Address saved", systemImage: "checkmark.circle")
            }
        }
        .onSubmit {
            switch focus {
            case .name: focus = .street
            case .street: focus = .city
            case .city: focus = .postcode
            case .postcode, nil:
                focus = nil
                submitted = true
            }
        }
        .onAppear { focus = .name }
    }
}
