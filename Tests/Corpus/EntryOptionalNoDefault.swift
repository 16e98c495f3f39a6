import SwiftUI

struct Session { var user: String }

extension EnvironmentValues {
    @Entry var session: Session?
}

struct Greeting: View {
    @Environment(\.session) var session
    var body: some View {
        if let session {
            Text("Hello, \(session.user)")
        } else {
            Text("Signed out")
        }
    }
}
