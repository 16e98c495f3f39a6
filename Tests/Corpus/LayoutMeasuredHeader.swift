import SwiftUI

struct CollapsingTitleHeader: View {
    @State private var headerHeight: CGFloat = 0
    @State private var growth: CGFloat = 0

    var body: some View {
        VStack(spacing: 0) {
            Text("Quarterly report")
                .font(.largeTitle.bold())
                .padding()
                .onGeometryChange(for: CGFloat.self) { proxy in
                    proxy.size.height
                } action: { height in
                    headerHeight = height
                }
                .onGeometryChange(for: CGRect.self) { proxy in
                    proxy.frame(in: .global)
                } action: { old, new in
                    growth = new.height - old.height
                }
            Text("Header is \(Int(headerHeight)) points tall, grew by \(Int(growth))")
                .font(.footnote)
        }
    }
}
