import SwiftUI

struct ProfileHeader: View {
    let name: String
    @Namespace private var avatarSpace

    var body: some View {
        GeometryReader { proxy in
            ZStack(alignment: .bottomLeading) {
                LinearGradient(
                    colors: [.blue, .purple], startPoint: .topLeading, endPoint: .bottomTrailing
                )
                .edgesIgnoringSafeArea(.top)

                HStack(alignment: .firstTextBaseline) {
                    Circle()
                        .fill(.white)
                        .frame(width: proxy.size.width / 4, height: proxy.size.width / 4)
                        .matchedGeometryEffect(id: "avatar", in: avatarSpace)
                    Text(name)
                        .font(.largeTitle)
                        .alignmentGuide(.firstTextBaseline) { dimensions in dimensions[.bottom] }
                }
                .padding()
            }
        }
        .frame(height: 220)
    }
}

struct TagChip: View {
    let label: String
    var isArchived = false

    var body: some View {
        Text(label)
            .strikethrough(isArchived, color: .gray)
            .padding(.horizontal, 10)
            .padding(.vertical, 4)
            .background(Capsule().strokeBorder(Color.accentColor, lineWidth: 1))
            .clipShape(.rect(cornerRadius: 8))
    }
}

struct WidgetCard: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("Steps").font(.headline)
            Text("8,204").font(.title).bold()
        }
        .frame(maxWidth: .infinity, alignment: Alignment(horizontal: .leading, vertical: .top))
        .background(ContainerRelativeShape().fill(Color.orange.opacity(0.2)))
        .containerShape(RoundedRectangle(cornerRadius: 20))
        .border(Color.secondary, width: 0.5)
        .transition(.move(edge: .bottom).combined(with: .opacity))
    }
}

struct LegacyBackground: View {
    var body: some View {
        Text("Old style")
            .background(Color.yellow)
            .background(RoundedRectangle(cornerRadius: 4).fill(Color.white), alignment: .center)
            .overlay(Circle().stroke(Color.red), alignment: .topTrailing)
            .underline()
    }
}

extension Alignment {
    static let badge = Alignment(horizontal: .trailing, vertical: .top)
}

func describe(_ alignment: Alignment) -> String {
    "\(alignment.horizontal) / \(alignment.vertical)"
}
