import SwiftUI

struct RemoteAvatarImage: View {
    let url: URL?

    var body: some View {
        AsyncImage(url: url, scale: 2) { phase in
            switch phase {
            case .empty:
                ProgressView()
            case .success(let image):
                image
                    .resizable()
                    .interpolation(.high)
                    .antialiased(true)
            case .failure:
                Image(systemName: "person.crop.circle.badge.exclamationmark")
                    .symbolRenderingMode(.hierarchical)
            @unknown default:
                EmptyView()
            }
        }
        .frame(width: 44, height: 44)
        .clipShape(Circle())
    }
}

struct RemoteBannerImage: View {
    let url: URL?

    var body: some View {
        VStack {
            AsyncImage(url: url) { image in
                image.resizable(resizingMode: .tile)
            } placeholder: {
                Color.gray.opacity(0.2)
            }
            AsyncImage(url: url)
        }
    }
}
