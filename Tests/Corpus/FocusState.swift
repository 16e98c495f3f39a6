import SwiftUI

struct Login: View {
    enum Field: Hashable { case user, password }
    @State private var user = ""
    @State private var password = ""
    @FocusState private var focused: Field?
    @FocusState private var searchFocused: Bool
    var body: some View {
        Form {
            TextField("User", text: $user).focused($focused, equals: .user)
            SecureField("Password", text: $password).focused($focused, equals: .password)
            TextField("Search", text: $user).focused($searchFocused)
        }
        .onAppear { focused = .user }
    }
}
