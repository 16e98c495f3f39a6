import SwiftUI

struct AvatarBadge: View {
    let initials: String
    @ScaledMetric(relativeTo: .body) private var diameter = 36.0
    @ScaledMetric private var spacing: CGFloat = 8

    var body: some View {
        HStack(spacing: spacing) {
            Circle()
                .frame(width: diameter, height: diameter)
                .overlay { Text(initials) }
            Text("Signed in")
        }
    }
}

struct AvatarBadgeGallery: View {
    var body: some View {
        VStack {
            AvatarBadge(initials: "KM")
            AvatarBadge(initials: "JL")
                .dynamicTypeSize(.accessibility3)
        }
    }
}
