import SwiftUI

struct Toolbar: View {
    var body: some View {
        HStack {
            Button("Save") {}
            Button {
                print("tapped")
            } label: {
                Label("Share", systemImage: "square.and.arrow.up")
            }
            Button("Delete", role: .destructive) {}
            Button("Archive", systemImage: "archivebox") {}
            Label("Inbox", systemImage: "tray")
            Spacer()
        }
        .buttonStyle(.borderedProminent)
        .disabled(true)
    }
}
