import SwiftUI

struct HoverRevealToolbar: View {
    @State private var isHovering = false
    @State private var pointer: CGPoint?

    var body: some View {
        ZStack(alignment: .topTrailing) {
            RoundedRectangle(cornerRadius: 12)
                .fill(.gray.opacity(0.15))
                .frame(height: 180)
                .onContinuousHover { phase in
                    switch phase {
                    case .active(let location): pointer = location
                    case .ended: pointer = nil
                    }
                }
            if isHovering {
                HStack {
                    Button("Share") {}
                        .hoverEffect(.highlight)
                    Button("Delete") {}
                        .hoverEffect(.lift)
                }
                .padding(8)
            }
            if let pointer {
                Text("\(Int(pointer.x)), \(Int(pointer.y))").font(.caption2.monospaced())
            }
        }
        .onHover { inside in isHovering = inside }
        .hoverEffect()
        .hoverEffectDisabled(false)
    }
}
