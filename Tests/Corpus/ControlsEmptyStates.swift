import SwiftUI

struct InboxEmptyState: View {
    let query: String
    let isOffline: Bool
    var retry: @MainActor () -> Void = {}

    var body: some View {
        if isOffline {
            ContentUnavailableView {
                Label("You're offline", systemImage: "wifi.slash")
            } description: {
                Text("Messages will appear when you reconnect.")
            } actions: {
                Button("Try Again", action: retry)
                    .buttonStyle(.borderedProminent)
            }
        } else if query.isEmpty {
            ContentUnavailableView(
                "No Messages", systemImage: "tray", description: Text("New mail shows up here."))
        } else {
            ContentUnavailableView.search(text: query)
        }
    }
}

struct InboxEmptyStatePreviewStack: View {
    var body: some View {
        VStack {
            InboxEmptyState(query: "", isOffline: false)
            InboxEmptyState(query: "invoice", isOffline: false)
            InboxEmptyState(query: "", isOffline: true)
            ContentUnavailableView.search
        }
    }
}
