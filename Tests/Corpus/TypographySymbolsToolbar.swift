import SwiftUI

struct PlaybackSymbolsBar: View {
    @State private var isPlaying = false
    @State private var volume = 0.6

    var body: some View {
        HStack(spacing: 20) {
            Button {} label: { Image(systemName: "backward") }
            Button {
                isPlaying.toggle()
            } label: {
                Image(systemName: isPlaying ? "pause" : "play")
                    .symbolVariant(.circle.fill)
                    .imageScale(.large)
            }
            Button {} label: { Image(systemName: "forward") }
            Image(systemName: "speaker.wave.3", variableValue: volume)
                .symbolRenderingMode(.palette)
            Image(systemName: "heart")
                .symbolVariant(.slash)
                .symbolRenderingMode(.multicolor)
        }
        .font(.title2)
        .symbolRenderingMode(.hierarchical)
        .imageScale(.medium)
    }
}
