import SwiftUI

struct FeedPostSummary: View {
    let author: String
    let preview: String
    let balance: Double

    var body: some View {
        VStack(alignment: .leading) {
            Text(author)
                .bold()
            Text(preview)
                .lineLimit(2, reservesSpace: true)
            Text(balance, format: .currency(code: "GBP"))
                .privacySensitive()
            Text("Sponsored")
                .unredacted()
        }
    }
}

struct FeedLoadingPlaceholder: View {
    var isLoading = true

    var body: some View {
        List(0..<3, id: \.self) { _ in
            FeedPostSummary(author: "Loading", preview: "Loading the latest posts", balance: 0)
        }
        .redacted(reason: isLoading ? .placeholder : [])
    }
}
