import SwiftUI

struct MailFolder: Hashable, Identifiable {
    let id: String
    var name: String { id.capitalized }
}

struct MailFoldersSplitView: View {
    let folders = [MailFolder(id: "inbox"), MailFolder(id: "sent"), MailFolder(id: "archive")]
    @State private var selection: MailFolder?
    @State private var visibility: NavigationSplitViewVisibility = .all
    @State private var compactColumn: NavigationSplitViewColumn = .sidebar

    var body: some View {
        NavigationSplitView(columnVisibility: $visibility, preferredCompactColumn: $compactColumn) {
            List(folders, selection: $selection) { folder in
                Text(folder.name).tag(folder)
            }
            .navigationSplitViewColumnWidth(min: 180, ideal: 220, max: 300)
            .navigationTitle("Mail")
        } content: {
            Text(selection?.name ?? "No folder")
                .navigationSplitViewColumnWidth(280)
        } detail: {
            Text("Select a message")
        }
        .navigationSplitViewStyle(.balanced)
    }
}
