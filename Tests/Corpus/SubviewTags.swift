import SwiftUI

struct Tabs<Content: View>: View {
    @ViewBuilder var content: Content
    var body: some View {
        Group(subviews: content) { subviews in
            ForEach(subviews) { subview in
                Text(subview.containerValues.hasTag("home") ? "Home tab" : "Other tab")
                let id: Subview.ID = subview.id
                let _ = id
            }
        }
    }
}
