import SwiftUI

struct SupportLinks: View {
    @Environment(\.openURL) private var openURL
    @State private var lastOpened = ""

    var body: some View {
        VStack {
            Button("Help centre") {
                if let url = URL(string: "https://example.com/help") {
                    openURL(url)
                }
            }
            Text(lastOpened)
        }
        .environment(
            \.openURL,
            OpenURLAction { url in
                lastOpened = url.absoluteString
                return .handled
            })
    }
}

struct SupportApp: App {
    var body: some Scene {
        WindowGroup {
            SupportLinks()
        }
        .defaultSize(CGSize(width: 420, height: 300))
    }
}
