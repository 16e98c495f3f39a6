import SwiftUI

enum LikePulsePhase: CaseIterable {
    case rest, grow, settle

    var scale: CGFloat {
        switch self {
        case .rest: 1
        case .grow: 1.4
        case .settle: 0.9
        }
    }
}

struct LikeButton: View {
    @State private var likes = 0
    @State private var isLiked = false

    var body: some View {
        Button {
            isLiked.toggle()
            likes += isLiked ? 1 : -1
        } label: {
            Label("\(likes)", systemImage: isLiked ? "heart.fill" : "heart")
        }
        .phaseAnimator(LikePulsePhase.allCases, trigger: likes) { content, phase in
            content
                .scaleEffect(phase.scale)
                .foregroundStyle(phase == .grow ? .pink : .primary)
        } animation: { phase in
            switch phase {
            case .rest: .smooth
            case .grow: .spring(duration: 0.2, bounce: 0.6)
            case .settle: .easeOut(duration: 0.15)
            }
        }
    }
}

struct BreathingDot: View {
    var body: some View {
        PhaseAnimator([0.6, 1.0]) { opacity in
            Circle()
                .fill(.green)
                .frame(width: 12, height: 12)
                .opacity(opacity)
        } animation: { _ in .easeInOut(duration: 1.2) }
    }
}
