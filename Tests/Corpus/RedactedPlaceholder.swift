import SwiftUI

struct ArticleCard: View {
    let title: String
    let isLoading: Bool

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text(title).font(.headline)
            Text("A short summary of the article goes here.")
                .font(.subheadline)
                .lineLimit(2)
        }
        .redacted(reason: isLoading ? .placeholder : [])
    }
}
