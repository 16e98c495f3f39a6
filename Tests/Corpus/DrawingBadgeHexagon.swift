import SwiftUI

/// A regular hexagon with a flat top, which can inset itself for borders.
struct HexagonBadgeShape: InsettableShape {
    var insetAmount: CGFloat = 0

    func path(in rect: CGRect) -> Path {
        let frame = rect.insetBy(dx: insetAmount, dy: insetAmount)
        let radius = min(frame.width, frame.height) / 2
        let center = CGPoint(x: frame.midX, y: frame.midY)
        let corners = (0..<6).map { index -> CGPoint in
            let angle = Angle.degrees(Double(index) * 60)
            return CGPoint(x: center.x + radius * cos(angle.radians), y: center.y + radius * sin(angle.radians))
        }
        var path = Path()
        path.addLines(corners)
        path.closeSubpath()
        return path
    }

    func inset(by amount: CGFloat) -> HexagonBadgeShape {
        var copy = self
        copy.insetAmount += amount
        return copy
    }
}

struct AchievementBadge: View {
    let title: String
    let earned: Bool

    var body: some View {
        VStack {
            HexagonBadgeShape()
                .fill(earned ? AnyShapeStyle(.yellow.gradient) : AnyShapeStyle(.gray.opacity(0.3)))
                .overlay {
                    HexagonBadgeShape().strokeBorder(.brown, lineWidth: 3)
                }
                .frame(width: 72, height: 72)
            Text(title).font(.caption)
        }
    }
}
