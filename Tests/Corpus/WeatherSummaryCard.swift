import SwiftUI

struct WeatherSummaryCard: View {
    let city: String
    let temperature: Int
    let condition: String
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(city).font(.headline)
            HStack(alignment: .firstTextBaseline) {
                Text("\(temperature)°").font(.system(size: 48, weight: .thin))
                Text(condition).foregroundStyle(.secondary)
            }
        }
        .padding()
        .background(colorScheme == .dark ? Color.black : Color.white)
        .cornerRadius(16)
        .shadow(radius: 4)
    }
}

#Preview("Dark") {
    WeatherSummaryCard(city: "Split", temperature: 24, condition: "Sunny")
        .environment(\.colorScheme, .dark)
}
