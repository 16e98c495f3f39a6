import SwiftUI

extension ContainerValues {
    @Entry var icon: String = "circle"
}

struct IconList<Content: View>: View {
    @ViewBuilder var content: Content
    var body: some View {
        VStack {
            ForEach(subviews: content) { subview in
                HStack {
                    Image(systemName: subview.containerValues.icon)
                    subview
                }
            }
        }
    }
}

struct Demo: View {
    var body: some View {
        IconList {
            Text("Inbox").containerValue(\.icon, "tray")
            Text("Sent")
        }
    }
}
