import SwiftUI

struct SyncStatusBar: View {
    let fileName: String
    let progress: Double

    var body: some View {
        HStack(spacing: 8) {
            Image(systemName: "icloud.and.arrow.up")
            Text(fileName)
                .lineLimit(1)
                .layoutPriority(1)
            Spacer(minLength: 12)
            Text("\(Int(progress * 100))%")
                .monospacedDigit()
                .fixedSize()
            Divider().frame(height: 16)
            Text("Uploading")
                .fixedSize(horizontal: true, vertical: false)
        }
        .padding(.vertical, 6)
        .padding(EdgeInsets(top: 0, leading: 12, bottom: 0, trailing: 12))
    }
}

struct StackedAvatars: View {
    let initials = ["AB", "CD", "EF"]

    var body: some View {
        ZStack(alignment: .leading) {
            ForEach(Array(initials.enumerated()), id: \.offset) { index, text in
                Circle()
                    .fill(.indigo)
                    .frame(width: 32, height: 32)
                    .overlay { Text(text).font(.caption2).foregroundStyle(.white) }
                    .offset(x: CGFloat(index) * 22)
                    .zIndex(Double(initials.count - index))
            }
        }
        .frame(width: 100, height: 40, alignment: .leading)
        .position(x: 60, y: 20)
    }
}
