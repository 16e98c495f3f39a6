import SwiftUI

struct LegacyLogoutButton: View {
    @State private var asksLogout = false
    @State private var showsOptions = false

    var body: some View {
        VStack {
            Button("Log out") { asksLogout = true }
                .alert(isPresented: $asksLogout) {
                    Alert(
                        title: Text("Log out?"),
                        message: Text("You will need your password to sign in again."),
                        primaryButton: .destructive(Text("Log out")) {},
                        secondaryButton: .cancel())
                }
            Button("More") { showsOptions = true }
                .actionSheet(isPresented: $showsOptions) {
                    ActionSheet(
                        title: Text("Account"),
                        buttons: [.default(Text("Switch account")), .cancel()])
                }
        }
    }
}

struct LegacyNoticeItem: Identifiable {
    let id = UUID()
    let text: String
}

struct LegacyNoticeBanner: View {
    @State private var notice: LegacyNoticeItem? = LegacyNoticeItem(text: "Update available")

    var body: some View {
        Text("Home")
            .alert(item: $notice) { notice in
                Alert(title: Text(notice.text), dismissButton: .default(Text("Later")))
            }
    }
}
