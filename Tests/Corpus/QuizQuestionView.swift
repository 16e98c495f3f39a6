import SwiftUI

struct QuizQuestion {
    let prompt: String
    let answers: [String]
    let correct: Int
}

struct QuizQuestionView: View {
    let question: QuizQuestion
    @State private var chosen: Int?

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text(question.prompt).font(.title3)
            ForEach(question.answers.indices, id: \.self) { index in
                Button {
                    chosen = index
                } label: {
                    HStack {
                        Text(question.answers[index])
                        Spacer()
                        if chosen == index {
                            Image(systemName: index == question.correct ? "checkmark" : "xmark")
                        }
                    }
                }
                .disabled(chosen != nil)
            }
        }
        .padding()
    }
}
