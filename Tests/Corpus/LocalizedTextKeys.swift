import SwiftUI

struct WelcomeBanner: View {
    let name: String
    let unread: Int

    var body: some View {
        VStack {
            Text("Welcome back, \(name)!")
            Text("You have \(unread) new messages")
                .font(.footnote)
            Text(verbatim: "v1.0 (build 42)")
                .font(.caption2)
                .foregroundStyle(.tertiary)
        }
    }
}
