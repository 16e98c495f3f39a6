import SwiftUI

struct StackedIconLabelStyle: LabelStyle {
    var spacing: CGFloat = 4

    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: spacing) {
            configuration.icon
                .font(.title2)
            configuration.title
                .font(.caption)
        }
    }
}

struct QuickActionsBar: View {
    var body: some View {
        HStack(spacing: 24) {
            Label("Scan", systemImage: "qrcode.viewfinder")
            Label("Send", systemImage: "paperplane")
            Label("Pay", systemImage: "creditcard")
        }
        .labelStyle(StackedIconLabelStyle())
        .padding()
        .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 16))
    }
}

struct CompactLabelsRow: View {
    var body: some View {
        HStack {
            Label("Title only", systemImage: "textformat").labelStyle(.titleOnly)
            Label("Icon only", systemImage: "photo").labelStyle(.iconOnly)
            Label("Both", systemImage: "square.and.pencil").labelStyle(.titleAndIcon)
            Label("Default", systemImage: "star").labelStyle(.automatic)
        }
    }
}
