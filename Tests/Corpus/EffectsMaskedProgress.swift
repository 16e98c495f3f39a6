import SwiftUI

struct GradientProgressLabel: View {
    var progress: Double

    var body: some View {
        Text("Downloading")
            .font(.largeTitle.bold())
            .foregroundStyle(.gray.opacity(0.3))
            .overlay(alignment: .leading) {
                GeometryReader { proxy in
                    LinearGradient(colors: [.pink, .orange], startPoint: .leading, endPoint: .trailing)
                        .frame(width: proxy.size.width * progress)
                }
                .mask(alignment: .leading) {
                    Text("Downloading").font(.largeTitle.bold())
                }
            }
    }
}

struct DuotoneLogo: View {
    var body: some View {
        ZStack {
            Circle().fill(.cyan)
            Circle().fill(.pink).offset(x: 24).blendMode(.multiply)
        }
        .compositingGroup()
        .frame(width: 100, height: 60)
        .mask(Capsule())
        .opacity(0.9)
    }
}
