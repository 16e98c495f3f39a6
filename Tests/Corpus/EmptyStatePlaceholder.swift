import SwiftUI

struct InboxView: View {
    let unread: [String]
    @Environment(\.dynamicTypeSize) private var typeSize

    var body: some View {
        Group {
            if unread.isEmpty {
                VStack(spacing: 12) {
                    Image(systemName: "tray")
                        .font(typeSize.isAccessibilitySize ? .largeTitle : .title)
                    Text("Inbox Zero")
                        .font(.headline)
                    Text("Nothing left to read.")
                        .foregroundStyle(.secondary)
                        .multilineTextAlignment(.center)
                }
            } else {
                List(unread, id: \.self) { Text($0) }
            }
        }
    }
}
