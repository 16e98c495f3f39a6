import SwiftUI

struct ArticleActionsBar: View {
    @State private var saved = false

    var body: some View {
        ViewThatFits(in: .horizontal) {
            HStack(spacing: 12) {
                Button("Share article") {}
                Button(saved ? "Saved" : "Save for later") { saved.toggle() }
                Button("Report a problem") {}
            }
            HStack(spacing: 8) {
                Button("Share") {}
                Button(saved ? "Saved" : "Save") { saved.toggle() }
            }
            Menu("Actions") {
                Button("Share") {}
                Button("Save") { saved.toggle() }
            }
        }
        .buttonStyle(.bordered)
        .padding(.horizontal)
    }
}
