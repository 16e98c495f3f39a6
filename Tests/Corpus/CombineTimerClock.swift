import Combine
import SwiftUI

struct DeskClockFace: View {
    @State private var now = Date()
    @State private var blink = false
    private let ticker = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    var body: some View {
        VStack(spacing: 8) {
            Text(now, style: .time)
                .font(.system(size: 48, weight: .thin, design: .rounded))
                .monospacedDigit()
            Circle()
                .fill(blink ? Color.red : Color.clear)
                .frame(width: 8, height: 8)
        }
        .onReceive(ticker) { date in
            now = date
            blink.toggle()
        }
    }
}
