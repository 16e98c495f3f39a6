import SwiftUI

struct CompactPlayerDetent: CustomPresentationDetent {
    static func height(in context: Context) -> CGFloat? {
        max(88, context.maxDetentValue * 0.12)
    }
}

struct MiniPlayerSheet: View {
    @State private var detent: PresentationDetent = .custom(CompactPlayerDetent.self)

    var body: some View {
        Text("Now playing")
            .presentationDetents([.custom(CompactPlayerDetent.self), .large], selection: $detent)
            .presentationContentInteraction(.scrolls)
            .presentationBackground {
                Color.black.opacity(0.9)
            }
            .presentationSizing(.form)
    }
}

struct MusicLibrary: View {
    @State private var playing = true

    var body: some View {
        List {
            Text("Albums")
        }
        .sheet(isPresented: $playing) {
            MiniPlayerSheet()
        }
    }
}
