import SwiftUI

struct ArticleSharePayload {
    var title: String
    var link: URL
}

struct ArticleShareRow: View {
    let article: ArticleSharePayload
    let related: [URL]

    var body: some View {
        HStack {
            VStack(alignment: .leading) {
                Text(article.title)
                    .font(.headline)
                Link("Open in browser", destination: article.link)
                    .font(.footnote)
            }
            Spacer()
            ShareLink(item: article.link, subject: Text(article.title), message: Text("Worth a read")) {
                Image(systemName: "square.and.arrow.up")
            }
            ShareLink("Share all", items: related)
            ShareLink(
                item: article.link,
                preview: SharePreview(article.title, image: Image(systemName: "doc.richtext"))
            )
        }
    }
}
