import SwiftUI

struct RingProgressViewStyle: ProgressViewStyle {
    var lineWidth: CGFloat = 6

    func makeBody(configuration: Configuration) -> some View {
        let fraction = configuration.fractionCompleted ?? 0
        ZStack {
            Circle()
                .stroke(Color.gray.opacity(0.3), lineWidth: lineWidth)
            Circle()
                .stroke(Color.blue, lineWidth: lineWidth)
            VStack {
                configuration.label
                Text(fraction, format: .percent)
                    .font(.caption)
                    .monospacedDigit()
            }
        }
    }
}

struct UploadRingCard: View {
    @State private var sent = 42.0

    var body: some View {
        ProgressView(value: sent, total: 100) {
            Text("Upload")
        }
        .progressViewStyle(RingProgressViewStyle(lineWidth: 8))
        .frame(width: 120, height: 120)
    }
}
