import SwiftUI

/// A speech bubble with a small tail at its bottom-trailing corner.
struct SpeechBubbleShape: Shape {
    var cornerRadius: CGFloat = 16

    func path(in rect: CGRect) -> Path {
        let body = CGRect(x: rect.minX, y: rect.minY, width: rect.width - 6, height: rect.height)
        var path = Path(
            roundedRect: body,
            cornerRadii: RectangleCornerRadii(
                topLeading: cornerRadius, bottomLeading: cornerRadius, bottomTrailing: 4, topTrailing: cornerRadius))
        path.move(to: CGPoint(x: body.maxX, y: body.maxY - 12))
        path.addQuadCurve(to: CGPoint(x: rect.maxX, y: rect.maxY), control: CGPoint(x: body.maxX, y: rect.maxY))
        path.addQuadCurve(to: CGPoint(x: body.maxX - 8, y: body.maxY), control: CGPoint(x: body.maxX, y: body.maxY))
        path.closeSubpath()
        return path
    }
}

struct OutgoingMessageBubble: View {
    let text: String

    var body: some View {
        Text(text)
            .padding(.horizontal, 14)
            .padding(.vertical, 8)
            .padding(.trailing, 6)
            .foregroundStyle(.white)
            .background(SpeechBubbleShape().fill(.blue))
            .frame(maxWidth: 260, alignment: .trailing)
    }
}
