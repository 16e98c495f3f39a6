import SwiftUI

enum MapStyleChoice: String, CaseIterable {
    case standard, satellite, hybrid
}

enum ZoomStep: Int {
    case near = 1
    case city = 2
    case region = 3
}

struct MapSettingsForm: View {
    @AppStorage("showsTraffic") private var showsTraffic = true
    @AppStorage("defaultZoom") private var zoom = ZoomStep.city
    @AppStorage("mapStyle") private var style = MapStyleChoice.standard
    @AppStorage("lastSync") private var lastSync = Date.distantPast
    @AppStorage("homeURL") private var home = URL(fileURLWithPath: "/")
    @AppStorage("pinnedCity") private var pinnedCity: String?
    @AppStorage("savedStyle") private var savedStyle: MapStyleChoice?
    @AppStorage("opacity", store: .standard) private var opacity = 0.8
    @AppStorage("layerCount") private var layers: Int?

    var body: some View {
        Form {
            Toggle("Traffic", isOn: $showsTraffic)
            Picker("Style", selection: $style) {
                ForEach(MapStyleChoice.allCases, id: \.self) { Text($0.rawValue).tag($0) }
            }
            Stepper("Zoom \(zoom.rawValue)", value: $opacity, in: 0...1, step: 0.1)
            Text(pinnedCity ?? "No pinned city")
            Text(savedStyle?.rawValue ?? "Default style")
            Text("Layers: \(layers ?? 0)")
            Text(home.path)
            Text(lastSync, style: .date)
        }
        .defaultAppStorage(.standard)
    }
}
