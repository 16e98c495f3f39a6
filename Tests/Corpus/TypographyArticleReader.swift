import SwiftUI

struct ArticleReaderBody: View {
    let headline: String
    let byline: String
    let paragraphs: [String]
    @State private var expanded = false

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 12) {
                Text(headline)
                    .font(.system(.largeTitle, design: .serif, weight: .bold))
                    .lineLimit(3)
                    .minimumScaleFactor(0.7)
                    .allowsTightening(true)
                Text(byline.uppercased())
                    .font(.caption)
                    .tracking(1.2)
                    .foregroundStyle(.secondary)
                ForEach(paragraphs, id: \.self) { paragraph in
                    Text(paragraph)
                        .font(.custom("Georgia", size: 17, relativeTo: .body))
                        .lineSpacing(6)
                        .lineLimit(expanded ? nil : 4)
                        .truncationMode(.tail)
                }
                Button(expanded ? "Show less" : "Read more") { expanded.toggle() }
            }
            .padding()
            .textSelection(.enabled)
        }
        .dynamicTypeSize(...DynamicTypeSize.accessibility2)
    }
}
