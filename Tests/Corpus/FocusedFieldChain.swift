import SwiftUI

struct AddressForm: View {
    enum Field: Int, CaseIterable { case street, city, zip }

    @State private var values = ["", "", ""]
    @FocusState private var focus: Field?

    var body: some View {
        Form {
            ForEach(Field.allCases, id: \.self) { field in
                TextField("\(field)", text: $values[field.rawValue])
                    .focused($focus, equals: field)
                    .onSubmit { focus = Field(rawValue: field.rawValue + 1) }
            }
        }
        .defaultFocus($focus, .street)
    }
}
