import SwiftUI

struct MessageComposerScreen: View {
    @State private var draft = ""
    let messages = ["Are we still on for Friday?", "Yes, 7pm at the usual place.", "Great, see you there!"]

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 8) {
                ForEach(messages, id: \.self) { message in
                    Text(message)
                        .padding(10)
                        .background(.blue.opacity(0.15), in: RoundedRectangle(cornerRadius: 12))
                }
            }
            .padding()
        }
        .safeAreaInset(edge: .bottom, spacing: 0) {
            HStack {
                TextField("Message", text: $draft)
                Button("Send") { draft = "" }
                    .disabled(draft.isEmpty)
            }
            .padding()
            .background(.bar)
        }
        .safeAreaInset(edge: .top, alignment: .leading) {
            Text("Priya").font(.headline).padding(.horizontal)
        }
        .safeAreaPadding(.horizontal, 4)
        .background(Color.gray.opacity(0.1).ignoresSafeArea(.container, edges: .bottom))
    }
}
