import SwiftUI

struct EpisodeShelf: View {
    let episodes = ["Pilot", "The Lighthouse", "Low Tide", "Harbour Lights"]
    @FocusState private var focusedEpisode: String?
    @State private var playing: String?

    var body: some View {
        HStack(spacing: 16) {
            ForEach(episodes, id: \.self) { episode in
                VStack {
                    RoundedRectangle(cornerRadius: 8)
                        .fill(focusedEpisode == episode ? Color.blue : Color.gray)
                        .frame(width: 120, height: 68)
                    Text(episode).font(.caption)
                }
                .focusable(true, interactions: .activate)
                .focusEffectDisabled()
                .focused($focusedEpisode, equals: episode)
                .onKeyPress(.space) {
                    playing = episode
                    return .handled
                }
            }
        }
        .defaultFocus($focusedEpisode, episodes.first)
        .overlay(alignment: .bottom) {
            if let playing { Text("Playing \(playing)") }
        }
    }
}
