import SwiftUI

struct CollapsiblePanel: View {
    @State private var open = false

    var body: some View {
        VStack {
            Button(open ? "Hide" : "Show") {
                withAnimation(.easeInOut) { open.toggle() }
            }
            if open {
                Text("Panel content")
                    .padding()
                    .transition(.asymmetric(insertion: .push(from: .top), removal: .opacity))
            }
        }
    }
}
