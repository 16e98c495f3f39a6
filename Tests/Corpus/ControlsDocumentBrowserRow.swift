import SwiftUI

struct DocumentBrowserRow: View {
    let name: String
    @State private var pasted: [String] = []

    var body: some View {
        HStack {
            Label(name, systemImage: "doc")
            Spacer()
            PasteButton(payloadType: String.self) { strings in
                pasted = strings
            }
            Menu {
                RenameButton()
                Button("Duplicate", systemImage: "plus.square.on.square") {}
            } label: {
                Image(systemName: "ellipsis")
            }
        }
        .contextMenu {
            RenameButton()
        }
    }
}
