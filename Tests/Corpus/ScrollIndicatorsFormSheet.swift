import SwiftUI

struct FeedbackFormSheet: View {
    @Environment(\.dismiss) private var dismiss
    @State private var rating = 3
    @State private var comments = ""

    var body: some View {
        NavigationStack {
            Form {
                Section("Rating") {
                    HStack {
                        ForEach(1...5, id: \.self) { star in
                            Image(systemName: star <= rating ? "star.fill" : "star")
                                .onTapGesture { rating = star }
                        }
                    }
                }
                Section("Comments") {
                    TextEditor(text: $comments).frame(minHeight: 120)
                }
            }
            .scrollContentBackground(.hidden)
            .background(Color.yellow.opacity(0.1))
            .scrollDismissesKeyboard(.immediately)
            .scrollIndicators(.hidden, axes: .vertical)
            .navigationTitle("Feedback")
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Send") { dismiss() }
                }
            }
        }
    }
}
