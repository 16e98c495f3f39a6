import SwiftUI

struct CollapsingProfileHeader: View {
    @State private var collapsed = false
    @State private var offset: CGFloat = 0

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                Text("Ada Lovelace")
                    .font(collapsed ? .headline : .largeTitle)
                    .padding(.vertical, collapsed ? 8 : 40)
                ForEach(0..<30) { index in
                    Text("Post \(index)")
                        .frame(maxWidth: .infinity, alignment: .leading)
                        .padding()
                }
            }
        }
        .onScrollGeometryChange(for: Bool.self) { geometry in
            geometry.contentOffset.y > 80
        } action: { _, isPastHeader in
            collapsed = isPastHeader
        }
        .onScrollGeometryChange(for: CGFloat.self, of: { $0.contentOffset.y + $0.contentInsets.top }) { _, new in
            offset = new
        }
        .defaultScrollAnchor(.top)
        .contentMargins(8, for: .scrollIndicators)
    }
}
