import SwiftUI

struct ScatterPlotEditor: View {
    @State private var points: [CGPoint] = []
    @State private var highlighted: Int?

    var body: some View {
        ZStack {
            ForEach(Array(points.enumerated()), id: \.offset) { index, point in
                Circle()
                    .fill(index == highlighted ? Color.orange : Color.blue)
                    .frame(width: 10, height: 10)
                    .offset(x: point.x, y: point.y)
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .contentShape(Rectangle())
        .onTapGesture(coordinateSpace: .local) { location in
            points.append(location)
        }
        .gesture(
            SpatialTapGesture(count: 2)
                .onEnded { value in
                    highlighted = points.firstIndex { abs($0.x - value.location.x) < 10 && abs($0.y - value.location.y) < 10 }
                }
        )
        .coordinateSpace(name: "plot")
        .simultaneousGesture(
            SpatialTapGesture(coordinateSpace: .named("plot")).onEnded { print($0.location) }
        )
        .defersSystemGestures(on: .vertical)
    }
}
