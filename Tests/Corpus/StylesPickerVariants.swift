import SwiftUI

enum MapAppearance: String, CaseIterable, Identifiable {
    case standard, satellite, hybrid
    var id: String { rawValue }
}

struct MapAppearancePickers: View {
    @State private var appearance = MapAppearance.standard
    @State private var zoom = 3
    @State private var since = Date(timeIntervalSince1970: 0)

    var body: some View {
        Form {
            Picker("Segmented", selection: $appearance) {
                ForEach(MapAppearance.allCases) { Text($0.rawValue).tag($0) }
            }
            .pickerStyle(.segmented)
            Picker("Wheel", selection: $zoom) {
                ForEach(1..<6) { Text("Zoom \($0)").tag($0) }
            }
            .pickerStyle(WheelPickerStyle())
            Picker("Inline", selection: $appearance) {
                ForEach(MapAppearance.allCases) { Text($0.rawValue).tag($0) }
            }
            .pickerStyle(.inline)
            Picker("Palette", systemImage: "map", selection: $appearance) {
                ForEach(MapAppearance.allCases) { Text($0.rawValue).tag($0) }
            }
            .pickerStyle(.palette)
            Picker("Link", selection: $zoom) {
                Text("Near").tag(1)
                Text("Far").tag(5)
            }
            .pickerStyle(.navigationLink)
            DatePicker("Since", selection: $since, displayedComponents: [.date])
                .datePickerStyle(.graphical)
            DatePicker("Compact", selection: $since)
                .datePickerStyle(CompactDatePickerStyle())
        }
        .formStyle(.grouped)
    }
}
