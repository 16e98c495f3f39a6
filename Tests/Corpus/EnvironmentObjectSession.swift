import SwiftUI

@MainActor
final class SessionStore: ObservableObject {
    @Published var userName: String?
    @Published var isLoading = false

    var isSignedIn: Bool { userName != nil }

    func signIn(as name: String) {
        isLoading = true
        userName = name
        isLoading = false
    }

    func signOut() {
        objectWillChange.send()
        userName = nil
    }
}

struct RootView: View {
    @StateObject private var session = SessionStore()

    var body: some View {
        Group {
            if session.isSignedIn {
                AccountView()
            } else {
                SignInView()
            }
        }
        .environmentObject(session)
    }
}

struct SignInView: View {
    @EnvironmentObject private var session: SessionStore
    @State private var name = ""

    var body: some View {
        VStack(spacing: 12) {
            TextField("Name", text: $name)
            Button("Sign In") { session.signIn(as: name) }
                .disabled(name.isEmpty || session.isLoading)
        }
        .padding()
    }
}

struct AccountView: View {
    @EnvironmentObject var session: SessionStore

    var body: some View {
        VStack {
            Text("Hello, \(session.userName ?? "")")
            Button("Sign Out", role: .destructive) { session.signOut() }
        }
    }
}

#Preview {
    RootView()
        .environmentObject(SessionStore())
}
