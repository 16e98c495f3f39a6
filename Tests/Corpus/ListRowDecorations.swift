import SwiftUI

struct TideStation: Identifiable, Hashable {
    let id: Int
    let name: String
    let tint: Color
    let isFeatured: Bool
}

struct TideStationList: View {
    let stations = [
        TideStation(id: 1, name: "Harbour Mouth", tint: .teal, isFeatured: true),
        TideStation(id: 2, name: "North Pier", tint: .indigo, isFeatured: false),
    ]

    var body: some View {
        NavigationStack {
            List {
                Section("Featured") {
                    ForEach(stations.filter(\.isFeatured)) { station in
                        Text(station.name)
                            .font(.title2)
                            .listRowInsets(EdgeInsets())
                            .listRowBackground(station.tint.opacity(0.3))
                    }
                }
                .listSectionSeparator(.hidden, edges: .top)
                .listSectionSeparatorTint(.gray)

                Section("All stations") {
                    ForEach(stations) { station in
                        NavigationLink(value: station) {
                            Label(station.name, systemImage: "water.waves")
                        }
                        .listRowBackground(
                            RoundedRectangle(cornerRadius: 8)
                                .fill(station.tint.opacity(0.15))
                                .padding(2)
                        )
                        .listRowSeparator(station.id == stations.last?.id ? .hidden : .automatic, edges: .bottom)
                        .listRowSeparatorTint(station.tint)
                    }
                    Text("No more stations")
                        .listRowBackground(Optional<Color>.none)
                        .listRowInsets(.horizontal, 24)
                        .listRowSeparatorTint(nil, edges: [.top, .bottom])
                }
            }
            .navigationDestination(for: TideStation.self) { station in
                Text(station.name)
            }
            .navigationTitle("Tides")
        }
    }
}

#Preview {
    TideStationList()
}
