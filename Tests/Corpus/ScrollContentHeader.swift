import SwiftUI

struct ArticleReader: View {
    let paragraphs: [String]
    @Environment(\.dynamicTypeSize) private var typeSize

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: typeSize >= .xxLarge ? 20 : 12) {
                Text("Reading mode").font(.largeTitle.bold())
                ForEach(paragraphs.indices, id: \.self) { index in
                    Text(paragraphs[index])
                }
            }
            .padding()
        }
        .dynamicTypeSize(.large)
    }
}
