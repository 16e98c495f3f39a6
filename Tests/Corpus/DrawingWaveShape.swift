import SwiftUI

struct OceanWave: Shape {
    var phase: Double
    var amplitude: CGFloat = 10

    var animatableData: Double {
        get { phase }
        set { phase = newValue }
    }

    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.minX, y: rect.midY))
        for x in stride(from: rect.minX, through: rect.maxX, by: 2) {
            let relative = Double((x - rect.minX) / max(rect.width, 1))
            let y = rect.midY + amplitude * CGFloat(sin(relative * 2 * .pi * 2 + phase))
            path.addLine(to: CGPoint(x: x, y: y))
        }
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}

struct WaterLevelView: View {
    @State private var phase = 0.0
    var level: Double

    var body: some View {
        ZStack(alignment: .bottom) {
            OceanWave(phase: phase)
                .fill(.blue.opacity(0.5))
                .frame(height: 200 * level)
            OceanWave(phase: phase + .pi / 2, amplitude: 6)
                .fill(.blue)
                .frame(height: 200 * level - 8)
        }
        .frame(width: 120, height: 200)
        .clipShape(.rect(cornerRadius: 24))
        .onAppear {
            withAnimation(.linear(duration: 2).repeatForever(autoreverses: false)) {
                phase = .pi * 2
            }
        }
    }
}
