import SwiftUI

struct SignInForm: View {
    @State private var username = ""
    @State private var password = ""
    @State private var failed = false

    var body: some View {
        VStack(spacing: 12) {
            TextField("Username", text: $username)
                .textContentType(.username)
                .accessibilityIdentifier("signIn.username")
            SecureField("Password", text: $password, prompt: Text("Required"))
                .textContentType(.password)
                .accessibilityIdentifier("signIn.password")
            if failed {
                Text("Wrong username or password")
                    .foregroundStyle(.red)
                    .accessibilityIdentifier("signIn.error")
                    .accessibilityAddTraits(.updatesFrequently)
            }
            Button("Sign In") { failed = password.isEmpty }
                .buttonStyle(.borderedProminent)
                .accessibilityIdentifier("signIn.submit")
                .accessibilityRemoveTraits(.isImage)
        }
        .padding()
    }
}
