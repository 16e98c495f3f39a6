import SwiftUI

final class ImageCache {
    var images: [String: Data] = [:]
}

extension EnvironmentValues {
    @Entry var imageCache = ImageCache()
}

struct Thumbnail: View {
    @Environment(\.imageCache) var cache
    var body: some View {
        Text("\(cache.images.count) cached")
    }
}
