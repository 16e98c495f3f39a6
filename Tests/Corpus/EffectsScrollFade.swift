import SwiftUI

struct FadingPlaylist: View {
    let songs = (1...30).map { "Track \($0)" }

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 10) {
                ForEach(songs, id: \.self) { song in
                    Text(song)
                        .frame(maxWidth: .infinity, alignment: .leading)
                        .padding()
                        .background(.quaternary, in: RoundedRectangle(cornerRadius: 10))
                        .scrollTransition(.interactive.threshold(.visible(0.9)), axis: .vertical) { content, phase in
                            content
                                .opacity(phase.isIdentity ? 1 : 0.4)
                                .scaleEffect(phase.isIdentity ? 1 : 0.92)
                                .blur(radius: phase.isIdentity ? 0 : 2)
                        }
                }
            }
            .padding()
        }
    }
}

struct ShrinkingHeaderRow: View {
    var body: some View {
        Text("Pinned")
            .font(.title)
            .visualEffect { content, proxy in
                content
                    .scaleEffect(max(0.7, 1 - proxy.frame(in: .global).minY / 1000))
                    .offset(y: min(0, proxy.frame(in: .scrollView).minY))
            }
            .scrollTransition(topLeading: .animated(.bouncy), bottomTrailing: .identity) { content, phase in
                content.rotationEffect(.degrees(phase.value * 5))
            }
    }
}
