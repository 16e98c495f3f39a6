import SwiftUI

struct PlaybackControls: View {
    @State private var isPlaying = false
    @AccessibilityFocusState private var isTitleFocused: Bool
    @AccessibilityFocusState(for: .voiceOver) private var focusedControl: PlaybackControl?

    enum PlaybackControl: Hashable {
        case back, play, forward
    }

    var body: some View {
        VStack {
            Text("Episode 12")
                .accessibilityFocused($isTitleFocused)
            HStack {
                Button {
                } label: {
                    Image(systemName: "backward.fill")
                }
                .accessibility(label: Text("Back"))
                .accessibility(hint: Text("Goes back 15 seconds"))
                .accessibilityFocused($focusedControl, equals: .back)
                Button {
                    isPlaying.toggle()
                } label: {
                    Image(systemName: isPlaying ? "pause.fill" : "play.fill")
                }
                .accessibilityLabel(isPlaying ? "Pause" : "Play")
                .accessibilityIdentifier("playButton")
                .accessibilityRemoveTraits(.isImage)
                .accessibilityFocused($focusedControl, equals: .play)
                Button {
                } label: {
                    Image(systemName: "forward.fill")
                }
                .accessibility(identifier: "forward")
                .accessibility(addTraits: .isButton)
                .accessibilityHint("Skips 30 seconds", isEnabled: isPlaying)
            }
            Text("12:04")
                .accessibility(value: Text("12 minutes 4 seconds"))
                .accessibility(hidden: false)
                .accessibilityLabel(Text("Elapsed"), isEnabled: true)
        }
        .onAppear { isTitleFocused = true }
    }
}
