import SwiftUI

struct WeatherStripView: View {
    let city: String

    var body: some View {
        HStack {
            Image(systemName: "sun.max")
            Text(city)
        }
    }
}

struct WeatherStripView_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            WeatherStripView(city: "Oslo")
                .previewDisplayName("Oslo")
                .previewLayout(.sizeThatFits)
            WeatherStripView(city: "Cairo")
                .previewDevice("iPhone 15")
                .previewInterfaceOrientation(.landscapeLeft)
                .previewLayout(.fixed(width: 400, height: 80))
            WeatherStripView(city: "Lima")
                .environment(\.sizeCategory, .accessibilityLarge)
                .previewDisplayName("Large type")
        }
    }
}
