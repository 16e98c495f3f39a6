import SwiftUI

enum NetworkStatus: Equatable {
    case online, offline
}

extension EnvironmentValues {
    @Entry var networkStatus: NetworkStatus = .online
}

struct OfflineBanner: View {
    @Environment(\.networkStatus) private var status

    var body: some View {
        if status == .offline {
            Label("You are offline", systemImage: "wifi.slash")
                .padding(8)
                .frame(maxWidth: .infinity)
                .background(Color.yellow)
        }
    }
}

struct FeedScreen: View {
    var body: some View {
        VStack(spacing: 0) {
            OfflineBanner()
            List(1...5, id: \.self) { Text("Post \($0)") }
        }
        .environment(\.networkStatus, .offline)
    }
}
