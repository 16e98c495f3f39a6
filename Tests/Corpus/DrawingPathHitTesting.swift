import SwiftUI

/// A map region outlined by its corner points.
struct MapRegion: Identifiable {
    let id: String
    let corners: [CGPoint]

    var outline: Path {
        var path = Path()
        path.addLines(corners)
        path.closeSubpath()
        return path
    }

    func contains(_ point: CGPoint) -> Bool { outline.contains(point) }
}

struct RegionOutline: Shape {
    let region: MapRegion

    func path(in rect: CGRect) -> Path {
        let bounds = region.outline.boundingRect
        let scale = min(rect.width / max(bounds.width, 1), rect.height / max(bounds.height, 1))
        let transform = CGAffineTransform(translationX: -bounds.minX, y: -bounds.minY)
            .concatenating(CGAffineTransform(scaleX: scale, y: scale))
        return region.outline.applying(transform)
    }
}

struct RegionPickerMap: View {
    let regions = [
        MapRegion(id: "North", corners: [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 8, y: 6), CGPoint(x: 0, y: 5)]),
        MapRegion(id: "South", corners: [CGPoint(x: 0, y: 5), CGPoint(x: 8, y: 6), CGPoint(x: 10, y: 12), CGPoint(x: 0, y: 12)]),
    ]
    @State private var selection: String?

    var body: some View {
        ZStack {
            ForEach(regions) { region in
                RegionOutline(region: region)
                    .fill(selection == region.id ? Color.accentColor : .gray.opacity(0.3))
                    .overlay(RegionOutline(region: region).stroke(.white, lineWidth: 1))
                    .contentShape(RegionOutline(region: region))
                    .onTapGesture { selection = region.id }
            }
        }
        .frame(width: 200, height: 240)
        .onAppear {
            selection = regions.first { $0.contains(CGPoint(x: 2, y: 2)) }?.id
        }
    }
}
