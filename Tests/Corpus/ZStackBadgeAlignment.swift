import SwiftUI

struct AvatarWithBadge: View {
    let initials: String
    let unread: Int

    var body: some View {
        ZStack(alignment: .topTrailing) {
            Circle()
                .fill(Color.teal)
                .frame(width: 56, height: 56)
                .overlay(Text(initials).foregroundStyle(.white))
            if unread > 0 {
                Text("\(unread)")
                    .font(.caption2.bold())
                    .padding(5)
                    .background(Circle().fill(Color.red))
                    .offset(x: 6, y: -6)
            }
        }
    }
}
