import SwiftUI

struct WeatherTile: View {
    let temperature: Int
    @Environment(\.redactionReasons) private var reasons
    @Environment(\.isLuminanceReduced) private var dimmed

    var body: some View {
        VStack {
            Text(reasons.contains(.placeholder) ? "--" : "\(temperature)°")
                .font(.largeTitle)
            if !dimmed {
                Text("Feels pleasant")
            }
        }
    }
}

struct WeatherTileLoading: View {
    var body: some View {
        WeatherTile(temperature: 21)
            .environment(\.redactionReasons, .placeholder)
    }
}
