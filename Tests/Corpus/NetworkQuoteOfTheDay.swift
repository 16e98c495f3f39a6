import SwiftUI

struct Quote: Codable, Identifiable, Hashable {
    var id: Int
    var text: String
    var author: String
}

enum QuoteServiceError: Error {
    case badStatus(Int)
}

struct QuoteService {
    var baseURL = URL(string: "https://quotes.example.com/api")!

    func today() async throws -> Quote {
        let (data, response) = try await URLSession.shared.data(from: baseURL.appending(path: "today"))
        if let http = response as? HTTPURLResponse, http.statusCode != 200 {
            throw QuoteServiceError.badStatus(http.statusCode)
        }
        return try JSONDecoder().decode(Quote.self, from: data)
    }

    func favourite(_ quote: Quote) async throws {
        var request = URLRequest(url: baseURL.appending(path: "favourites"))
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        let body = try JSONEncoder().encode(quote)
        _ = try await URLSession.shared.upload(for: request, from: body)
    }
}

struct QuoteOfTheDayView: View {
    @State private var quote: Quote?
    @State private var failed = false
    @State private var saved = false
    let service = QuoteService()

    var body: some View {
        VStack(spacing: 16) {
            if let quote {
                Text("“\(quote.text)”")
                    .font(.title2)
                    .multilineTextAlignment(.center)
                Text(quote.author)
                    .foregroundStyle(.secondary)
                Button(saved ? "Saved" : "Save to favourites", systemImage: saved ? "heart.fill" : "heart") {
                    Task {
                        try? await service.favourite(quote)
                        saved = true
                    }
                }
                .disabled(saved)
            } else if failed {
                ContentUnavailableView("No quote today", systemImage: "wifi.slash")
            } else {
                ProgressView()
            }
        }
        .padding()
        .task {
            do {
                quote = try await service.today()
            } catch {
                failed = true
            }
        }
    }
}

#Preview {
    QuoteOfTheDayView()
}
