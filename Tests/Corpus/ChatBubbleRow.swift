import SwiftUI

struct ChatMessage: Identifiable {
    let id: Int
    let text: String
    let isMine: Bool
}

struct ChatBubble: View {
    let message: ChatMessage
    @Environment(\.layoutDirection) private var direction

    var body: some View {
        HStack {
            if message.isMine { Spacer(minLength: 40) }
            Text(message.text)
                .padding(10)
                .background(message.isMine ? Color.blue : Color.gray.opacity(0.2))
                .foregroundStyle(message.isMine ? Color.white : Color.primary)
                .clipShape(RoundedRectangle(cornerRadius: 14))
            if !message.isMine { Spacer(minLength: 40) }
        }
    }
}

struct ChatTranscript: View {
    let messages: [ChatMessage]
    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading) {
                ForEach(messages) { ChatBubble(message: $0) }
            }
            .padding(.horizontal)
        }
    }
}
