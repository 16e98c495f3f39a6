import SwiftUI

struct DownloadItemModel: Identifiable {
    let id = UUID()
    var name: String
    var received: Double
    var size: Double
}

struct DownloadProgressCell: View {
    let item: DownloadItemModel

    var body: some View {
        VStack(alignment: .leading) {
            ProgressView(value: item.received, total: item.size) {
                Text(item.name)
                    .font(.headline)
            } currentValueLabel: {
                Text("\(Int(item.received)) of \(Int(item.size)) MB")
                    .monospacedDigit()
            }
            .progressViewStyle(.linear)
        }
    }
}

struct DownloadsOverview: View {
    @State private var items = [
        DownloadItemModel(name: "Podcast.mp3", received: 12, size: 48),
        DownloadItemModel(name: "Slides.pdf", received: 3, size: 3),
    ]
    @State private var isRefreshing = true

    var body: some View {
        List {
            if isRefreshing {
                ProgressView("Checking for downloads…")
                    .progressViewStyle(.circular)
            }
            ForEach(items) { item in
                DownloadProgressCell(item: item)
            }
        }
    }
}
