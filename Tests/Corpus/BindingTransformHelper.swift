import SwiftUI

extension Binding where Value == String? {
    func orEmpty() -> Binding<String> {
        Binding<String>(get: { wrappedValue ?? "" }, set: { wrappedValue = $0.isEmpty ? nil : $0 })
    }
}

struct NicknameField: View {
    @State private var nickname: String?

    var body: some View {
        VStack {
            TextField("Nickname", text: $nickname.orEmpty())
            Text(nickname ?? "No nickname")
        }
    }
}
