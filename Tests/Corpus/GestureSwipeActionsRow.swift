import SwiftUI

struct ArchivableMailRow: View {
    let subject: String
    var onArchive: () -> Void
    @State private var offset: CGFloat = 0
    private let threshold: CGFloat = -90

    var body: some View {
        ZStack(alignment: .trailing) {
            Color.green
                .overlay(alignment: .trailing) {
                    Image(systemName: "archivebox").foregroundStyle(.white).padding()
                }
            HStack {
                Text(subject)
                Spacer()
            }
            .padding()
            .background(Color.white)
            .offset(x: offset)
            .highPriorityGesture(
                DragGesture(minimumDistance: 20)
                    .onChanged { value in offset = min(0, value.translation.width) }
                    .onEnded { value in
                        if value.predictedEndTranslation.width < threshold { onArchive() }
                        offset = 0
                    },
                including: .gesture
            )
        }
        .contentShape(.interaction, Rectangle())
        .allowsHitTesting(true)
    }
}
