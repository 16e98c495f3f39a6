import SwiftUI

/// A subview's position on the dial, from 0 at the top, clockwise.
struct DialSlot: LayoutValueKey {
    static let defaultValue = 0
}

/// Places its subviews evenly on a circle.
struct RadialDialLayout: Layout {
    var slots: Int

    static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = nil
        return properties
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let size = proposal.replacingUnspecifiedDimensions(by: CGSize(width: 200, height: 200))
        let side = min(size.width, size.height)
        return CGSize(width: side, height: side)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let radius = min(bounds.width, bounds.height) / 2 - 20
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        for subview in subviews {
            let angle = Angle.degrees(Double(subview[DialSlot.self]) / Double(slots) * 360 - 90)
            let point = CGPoint(
                x: center.x + radius * cos(angle.radians),
                y: center.y + radius * sin(angle.radians))
            subview.place(at: point, anchor: .center, proposal: .unspecified)
        }
    }
}

struct WatchDialFace: View {
    var body: some View {
        RadialDialLayout(slots: 12) {
            ForEach(1...12, id: \.self) { hour in
                Text("\(hour)")
                    .font(.headline)
                    .layoutValue(key: DialSlot.self, value: hour % 12)
            }
        }
        .frame(width: 220, height: 220)
        .background(Circle().fill(.quaternary))
    }
}
