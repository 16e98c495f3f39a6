import SwiftUI

struct SignInForm: View {
    enum Field: Hashable {
        case email, password
    }

    @State private var email = ""
    @State private var password = ""
    @FocusState private var focusedField: Field?
    @FocusState private var rememberFocused: Bool

    var body: some View {
        Form {
            TextField("Email", text: $email)
                .focused($focusedField, equals: .email)
                .onSubmit { focusedField = .password }
            SecureField("Password", text: $password)
                .focused($focusedField, equals: .password)
            Toggle("Remember me", isOn: .constant(true))
                .focused($rememberFocused)
            SignInFocusHint(field: $focusedField)
        }
        .onAppear { focusedField = .email }
    }
}

struct SignInFocusHint: View {
    var field: FocusState<SignInForm.Field?>.Binding
    @Environment(\.isFocused) private var isFocused

    var body: some View {
        Text(field.wrappedValue == .password ? "Eight characters or more" : "Use your work address")
            .foregroundStyle(isFocused ? .primary : .secondary)
    }
}
