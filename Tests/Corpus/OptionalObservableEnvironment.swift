import SwiftUI

@Observable
final class Session {
    var user = "guest"
}

struct GreetingBar: View {
    @Environment(Session.self) private var session: Session?

    var body: some View {
        Text(session.map { "Hi, \($0.user)" } ?? "Not signed in")
    }
}
