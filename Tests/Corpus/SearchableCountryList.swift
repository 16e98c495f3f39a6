import SwiftUI

struct CountryList: View {
    @State private var filter = ""
    private let countries = ["Croatia", "Slovenia", "Austria", "Hungary"]

    private var visible: [String] {
        filter.isEmpty ? countries : countries.filter { $0.localizedCaseInsensitiveContains(filter) }
    }

    var body: some View {
        VStack {
            TextField("Filter", text: $filter)
                .textFieldStyle(.roundedBorder)
                .padding(.horizontal)
            List(visible, id: \.self) { country in
                Text(country)
            }
            .listStyle(.plain)
        }
    }
}
