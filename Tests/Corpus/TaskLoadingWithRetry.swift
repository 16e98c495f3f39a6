import SwiftUI

struct QuoteOfTheDay: View {
    @State private var quote: String?
    @State private var attempt = 0

    var body: some View {
        VStack(spacing: 12) {
            if let quote {
                Text("“\(quote)”").italic()
            } else {
                ProgressView()
            }
            Button("Another") { attempt += 1 }
        }
        .task(id: attempt) {
            quote = nil
            quote = await fetchQuote(number: attempt)
        }
    }

    private func fetchQuote(number: Int) async -> String {
        ["Stay hungry.", "Less is more.", "Ship it."][number % 3]
    }
}
