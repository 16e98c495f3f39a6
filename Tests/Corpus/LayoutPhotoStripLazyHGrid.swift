import SwiftUI

struct PhotoStripGrid: View {
    let photoNames = (1...24).map { "photo-\($0)" }
    let rows = [
        GridItem(.fixed(90), spacing: 6),
        GridItem(.fixed(90), spacing: 6, alignment: .top),
    ]

    var body: some View {
        ScrollView(.horizontal) {
            LazyHGrid(rows: rows, alignment: .top, spacing: 6, pinnedViews: [.sectionHeaders]) {
                ForEach(photoNames, id: \.self) { name in
                    RoundedRectangle(cornerRadius: 8)
                        .fill(.gray.opacity(0.3))
                        .aspectRatio(1, contentMode: .fit)
                        .overlay(alignment: .bottomLeading) {
                            Text(name).font(.caption2).padding(4)
                        }
                }
            }
            .padding(.horizontal)
        }
        .frame(height: 200)
    }
}
