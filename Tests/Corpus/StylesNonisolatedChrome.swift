import SwiftUI

// Style, typography and accessibility modifiers are nonisolated in SwiftUI, so a
// nonisolated View extension can apply them in both language modes.
nonisolated extension View {
    func compactToolbarChrome() -> some View {
        buttonStyle(.bordered)
            .toggleStyle(.switch)
            .labelStyle(.iconOnly)
            .pickerStyle(.segmented)
            .controlSize(.small)
            .imageScale(.small)
            .symbolVariant(.fill)
    }

    func captionTypography() -> some View {
        lineSpacing(2)
            .textCase(.uppercase)
            .truncationMode(.middle)
            .lineLimit(1...2)
            .kerning(0.5)
            .accessibilityHint("Caption")
    }
}

struct CompactToolbarRow: View {
    @State private var muted = false
    var body: some View {
        HStack {
            Toggle("Mute", systemImage: "speaker.slash", isOn: $muted)
            Label("Caption", systemImage: "captions.bubble").captionTypography()
        }
        .compactToolbarChrome()
    }
}
