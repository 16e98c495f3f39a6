import SwiftUI

struct PhotoPostCard: View {
    let caption: String
    @State private var liked = false
    @State private var showsDetails = false
    @State private var likes = 41

    var body: some View {
        VStack(alignment: .leading) {
            Rectangle()
                .fill(.teal)
                .frame(height: 320)
                .overlay {
                    Image(systemName: "heart.fill")
                        .font(.system(size: 80))
                        .foregroundStyle(.white)
                        .opacity(liked ? 0.9 : 0)
                }
                .gesture(
                    TapGesture(count: 2)
                        .onEnded {
                            if !liked { likes += 1 }
                            liked = true
                        }
                        .exclusively(before: TapGesture().onEnded { showsDetails.toggle() })
                )
            HStack {
                Button {
                    liked.toggle()
                    likes += liked ? 1 : -1
                } label: {
                    Image(systemName: liked ? "heart.fill" : "heart")
                }
                Text("\(likes) likes")
            }
            if showsDetails { Text(caption).font(.callout) }
        }
    }
}
