import SwiftUI

struct CaptionedPhoto: View {
    let caption: String
    @Environment(\.sizeCategory) private var sizeCategory
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    var body: some View {
        VStack {
            Rectangle()
                .frame(height: sizeCategory.isAccessibilityCategory ? 120 : 200)
            Text(caption)
                .lineLimit(sizeCategory >= .extraExtraLarge ? nil : 2)
            Text("\(String(describing: dynamicTypeSize))")
        }
    }
}

struct CaptionedPhotoStack: View {
    var body: some View {
        VStack {
            CaptionedPhoto(caption: "Harbour at dawn")
            CaptionedPhoto(caption: "Harbour at dusk")
                .environment(\.sizeCategory, .accessibilityExtraLarge)
        }
    }
}
