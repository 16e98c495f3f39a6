import SwiftUI

struct SupportChatMessage: Identifiable, Equatable {
    let id = UUID()
    var text: String
    var fromAgent: Bool
}

struct SupportChatThread: View {
    @State private var messages: [SupportChatMessage] = [
        SupportChatMessage(text: "Hi! How can we help?", fromAgent: true)
    ]
    @State private var draft = ""

    var body: some View {
        VStack(spacing: 0) {
            ScrollViewReader { proxy in
                ScrollView {
                    LazyVStack(alignment: .leading, spacing: 8) {
                        ForEach(messages) { message in
                            Text(message.text)
                                .padding(10)
                                .background(message.fromAgent ? Color.gray.opacity(0.2) : Color.blue.opacity(0.2))
                                .id(message.id)
                        }
                    }
                    .padding()
                }
                .scrollDismissesKeyboard(.interactively)
                .onChange(of: messages.count) {
                    if let last = messages.last {
                        proxy.scrollTo(last.id, anchor: .bottom)
                    }
                }
                .onAppear { proxy.scrollTo(messages.last?.id) }
            }
            HStack {
                TextField("Message", text: $draft)
                    .submitLabel(.send)
                    .onSubmit(send)
                Button("Send", action: send)
            }
            .padding()
        }
    }

    private func send() {
        guard !draft.isEmpty else { return }
        messages.append(SupportChatMessage(text: draft, fromAgent: false))
        draft = ""
    }
}
