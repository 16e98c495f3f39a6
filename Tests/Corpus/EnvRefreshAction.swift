import SwiftUI

struct ReloadFeedButton: View {
    @Environment(\.refresh) private var refresh

    var body: some View {
        if let refresh {
            Button("Reload") {
                Task { await refresh() }
            }
        } else {
            Text("Pull to reload")
        }
    }
}

struct HeadlinesFeed: View {
    @State private var headlines = ["Harbour reopens", "New library wing"]

    var body: some View {
        List {
            ForEach(headlines, id: \.self) { Text($0) }
            ReloadFeedButton()
        }
        .refreshable {
            try? await Task.sleep(nanoseconds: 1_000)
        }
    }
}
