import SwiftUI

struct DownloadRow: View {
    let fileName: String
    let fraction: Double
    var onCancel: @MainActor () -> Void

    var body: some View {
        HStack {
            VStack(alignment: .leading) {
                Text(fileName).lineLimit(1)
                ProgressView(value: fraction)
            }
            Button(role: .cancel, action: onCancel) {
                Image(systemName: "xmark.circle.fill")
            }
            .buttonStyle(.borderless)
        }
    }
}
