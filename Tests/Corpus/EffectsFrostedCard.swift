import SwiftUI

struct FrostedWeatherCard: View {
    let city: String
    let temperature: Int

    var body: some View {
        ZStack {
            LinearGradient(colors: [.blue, .purple], startPoint: .topLeading, endPoint: .bottomTrailing)
                .blur(radius: 20, opaque: true)
            VStack(alignment: .leading, spacing: 4) {
                Text(city).font(.headline)
                Text("\(temperature)°").font(.system(size: 48, weight: .thin))
            }
            .padding(20)
            .background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 24, style: .continuous))
            .overlay(.white.opacity(0.3), in: RoundedRectangle(cornerRadius: 24, style: .continuous).stroke(lineWidth: 1))
            .shadow(color: .black.opacity(0.2), radius: 12, x: 0, y: 6)
        }
        .frame(height: 220)
        .clipShape(.rect(cornerRadius: 28))
    }
}

struct LegacyRoundedButton: View {
    var body: some View {
        Text("Continue")
            .padding()
            .background(Color.accentColor)
            .cornerRadius(10)
            .shadow(radius: 2)
            .border(.white.opacity(0.5), width: 0.5)
    }
}
