import SwiftUI

struct FontCatalogueList: View {
    private let styles: [(String, Font)] = [
        ("Large title", .largeTitle),
        ("Title", .title),
        ("Title 2", .title2),
        ("Title 3", .title3),
        ("Headline", .headline),
        ("Subheadline", .subheadline),
        ("Body", .body),
        ("Callout", .callout),
        ("Footnote", .footnote),
        ("Caption", .caption),
        ("Caption 2", .caption2),
    ]

    var body: some View {
        List {
            Section("Text styles") {
                ForEach(styles, id: \.0) { entry in
                    Text(entry.0).font(entry.1)
                }
            }
            Section("Variants") {
                Text("Rounded heavy").font(.system(size: 20, weight: .heavy, design: .rounded))
                Text("Serif italic").font(.system(.body, design: .serif).italic())
                Text("Small caps").font(.body.smallCaps())
                Text("Loose leading").font(.body.leading(.loose))
                Text("Expanded").font(.headline.width(.expanded))
                Text("Fixed size").font(.custom("Menlo", fixedSize: 13))
                Text("Width value").font(.body.width(Font.Width(0.1)))
            }
        }
    }
}
