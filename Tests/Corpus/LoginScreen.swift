import SwiftUI

struct LoginScreen: View {
    enum Field: Hashable { case email, password }

    @State private var email = ""
    @State private var password = ""
    @FocusState private var focusedField: Field?
    @State private var showsError = false

    var body: some View {
        VStack(spacing: 16) {
            TextField("Email", text: $email)
                .textFieldStyle(.roundedBorder)
                .focused($focusedField, equals: .email)
                .onSubmit { focusedField = .password }
            SecureField("Password", text: $password)
                .textFieldStyle(.roundedBorder)
                .focused($focusedField, equals: .password)
            Button("Log In", action: logIn)
                .buttonStyle(.borderedProminent)
                .disabled(email.isEmpty || password.count < 8)
        }
        .padding()
        .alert("Wrong password", isPresented: $showsError) {
            Button("OK", role: .cancel) {}
        }
        .onAppear { focusedField = .email }
    }

    private func logIn() {
        showsError = password != "correct horse"
    }
}
