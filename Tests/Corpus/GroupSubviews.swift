import SwiftUI

extension ContainerValues {
    @Entry var isHighlighted = false
}

struct Board<Content: View>: View {
    @ViewBuilder var content: Content
    var body: some View {
        Group(subviews: content) { subviews in
            if let first = subviews.first {
                first.padding()
            }
            ForEach(subviews.dropFirst()) { subview in
                subview.opacity(subview.containerValues.isHighlighted ? 1 : 0.5)
            }
            Text("\(subviews.count) cards")
        }
    }
}

struct BoardDemo: View {
    var body: some View {
        Board {
            Text("Lead")
            Text("Hot").containerValue(\.isHighlighted, true)
            ForEach(0..<2) { Text("Card \($0)") }
        }
    }
}
