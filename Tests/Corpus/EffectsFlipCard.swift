import SwiftUI

struct FlashcardFlip: View {
    let question: String
    let answer: String
    @State private var flipped = false

    var body: some View {
        ZStack {
            cardFace(question, color: .blue)
                .opacity(flipped ? 0 : 1)
            cardFace(answer, color: .green)
                .rotation3DEffect(.degrees(180), axis: (x: 0, y: 1, z: 0))
                .opacity(flipped ? 1 : 0)
        }
        .rotation3DEffect(.degrees(flipped ? 180 : 0), axis: (x: 0, y: 1, z: 0), perspective: 0.4)
        .scaleEffect(flipped ? 1.05 : 1, anchor: .center)
        .onTapGesture {
            withAnimation(.spring(response: 0.5, dampingFraction: 0.7)) { flipped.toggle() }
        }
    }

    private func cardFace(_ text: String, color: Color) -> some View {
        RoundedRectangle(cornerRadius: 16)
            .fill(color.gradient)
            .frame(width: 260, height: 160)
            .overlay { Text(text).font(.title3).foregroundStyle(.white).padding() }
    }
}
