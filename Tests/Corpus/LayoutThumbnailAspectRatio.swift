import SwiftUI

struct RecipeThumbnailRow: View {
    let title: String
    let minutes: Int

    var body: some View {
        HStack(spacing: 12) {
            Rectangle()
                .fill(.orange.gradient)
                .aspectRatio(4 / 3, contentMode: .fill)
                .frame(width: 88, height: 66)
                .clipped()
                .clipShape(RoundedRectangle(cornerRadius: 8, style: .continuous))
            VStack(alignment: .leading, spacing: 2) {
                Text(title).font(.headline).lineLimit(2)
                Text("\(minutes) min").font(.subheadline).foregroundStyle(.secondary)
            }
            .frame(minWidth: 0, maxWidth: .infinity, alignment: .leading)
        }
        .frame(minHeight: 72, idealHeight: 80, maxHeight: 96)
    }
}

struct CoverImageBanner: View {
    var body: some View {
        Image("cover")
            .resizable()
            .scaledToFill()
            .frame(maxWidth: .infinity)
            .frame(height: 180)
            .aspectRatio(CGSize(width: 16, height: 9), contentMode: .fit)
            .clipped()
    }
}
