import SwiftUI

private struct MarkerAlignment: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.leading] }
}

extension HorizontalAlignment {
    static let marker = HorizontalAlignment(MarkerAlignment.self)
}

struct TimelineEntry: View {
    let time: String
    let text: String

    var body: some View {
        VStack(alignment: .marker) {
            Text(time).font(.caption).alignmentGuide(.marker) { $0[.trailing] }
            Text(text)
        }
    }
}
