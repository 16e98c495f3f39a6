import Combine
import SwiftUI

final class SignUpFormModel: ObservableObject {
    @Published var username = ""
    @Published var password = ""
    @Published var confirmation = ""
    @Published private(set) var problems: [String] = []
    @Published private(set) var canSubmit = false

    init() {
        let usernameOK = $username.map { $0.count >= 3 }
        let passwordsOK = $password.combineLatest($confirmation) { password, confirmation in
            password.count >= 8 && password == confirmation
        }

        usernameOK.combineLatest(passwordsOK)
            .map { nameOK, passOK in
                var found: [String] = []
                if !nameOK { found.append("Usernames need three characters or more.") }
                if !passOK { found.append("Passwords must match and be at least eight characters.") }
                return found
            }
            .assign(to: &$problems)

        $problems.map(\.isEmpty).assign(to: &$canSubmit)
    }
}

struct SignUpFormView: View {
    @StateObject private var form = SignUpFormModel()

    var body: some View {
        Form {
            Section("Account") {
                TextField("Username", text: $form.username)
                SecureField("Password", text: $form.password)
                SecureField("Confirm password", text: $form.confirmation)
            }
            if !form.problems.isEmpty {
                Section {
                    ForEach(form.problems, id: \.self) { problem in
                        Label(problem, systemImage: "exclamationmark.triangle")
                    }
                }
            }
            Button("Create account") {}
                .disabled(!form.canSubmit)
        }
    }
}
