import SwiftUI

struct PlayerControls: View {
    @Binding var isPlaying: Bool
    @Binding var volume: Double

    var body: some View {
        VStack {
            HStack(spacing: 40) {
                Button { } label: { Image(systemName: "backward.fill") }
                Button { isPlaying.toggle() } label: {
                    Image(systemName: isPlaying ? "pause.fill" : "play.fill")
                        .font(.largeTitle)
                }
                Button { } label: { Image(systemName: "forward.fill") }
            }
            Slider(value: $volume, in: 0...1)
        }
        .buttonStyle(.plain)
    }
}

struct NowPlayingScreen: View {
    @State private var isPlaying = false
    @State private var volume = 0.5
    var body: some View {
        PlayerControls(isPlaying: $isPlaying, volume: $volume).padding()
    }
}
