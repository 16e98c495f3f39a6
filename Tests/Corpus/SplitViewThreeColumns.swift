import SwiftUI

struct MailSplitView: View {
    @State private var folder: String? = "Inbox"
    @State private var columns = NavigationSplitViewVisibility.automatic

    var body: some View {
        NavigationSplitView(columnVisibility: $columns) {
            List(["Inbox", "Sent", "Archive"], id: \.self, selection: $folder) { Text($0) }
        } content: {
            Text(folder ?? "No folder")
        } detail: {
            Text("Select a message")
        }
        .navigationSplitViewStyle(.balanced)
    }
}
