import SwiftUI

struct SettingsIconRow: View {
    let symbol: String
    let title: String
    let color: Color

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: symbol)
                .foregroundStyle(.white, color, .gray)
                .frame(width: 28, height: 28)
                .background(color, in: RoundedRectangle(cornerRadius: 6))
            Text(title)
            Spacer()
            Image(systemName: "chevron.right")
                .foregroundStyle(.tertiary, .quaternary)
        }
        .tint(color)
    }
}

struct StyledIconGrid: View {
    var body: some View {
        HStack {
            Image(systemName: "moon.fill").colorMultiply(.yellow)
            Image(systemName: "sun.max.fill").colorInvert()
            Image(systemName: "cloud.fill").luminanceToAlpha()
            Image(systemName: "bolt.fill").foregroundColor(.orange)
            Image(systemName: "snowflake").foregroundStyle(Color.cyan.opacity(0.8))
        }
        .font(.title)
        .drawingGroup(opaque: false, colorMode: .extendedLinear)
    }
}
