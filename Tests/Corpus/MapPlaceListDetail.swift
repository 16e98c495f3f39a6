import CoreLocation
import MapKit
import SwiftUI

/// A list of viewpoints decoded from bundled JSON, each opening a detail page with a map.
struct Viewpoint: Hashable, Codable, Identifiable {
    var id: Int
    var name: String
    var region: String
    var isFavorite: Bool
    private var coordinates: Coordinates

    var locationCoordinate: CLLocationCoordinate2D {
        CLLocationCoordinate2D(latitude: coordinates.latitude, longitude: coordinates.longitude)
    }

    struct Coordinates: Hashable, Codable {
        var latitude: Double
        var longitude: Double
    }
}

@Observable
final class ViewpointStore {
    var viewpoints: [Viewpoint] = []

    func load(from data: Data) {
        viewpoints = (try? JSONDecoder().decode([Viewpoint].self, from: data)) ?? []
    }
}

struct ViewpointList: View {
    @Environment(ViewpointStore.self) private var store
    @State private var showFavoritesOnly = false

    private var filtered: [Viewpoint] {
        store.viewpoints.filter { !showFavoritesOnly || $0.isFavorite }
    }

    var body: some View {
        NavigationSplitView {
            List {
                Toggle("Favorites only", isOn: $showFavoritesOnly)
                ForEach(filtered) { viewpoint in
                    NavigationLink {
                        ViewpointDetail(viewpoint: viewpoint)
                    } label: {
                        ViewpointRow(viewpoint: viewpoint)
                    }
                }
            }
            .animation(.default, value: filtered)
            .navigationTitle("Viewpoints")
        } detail: {
            Text("Select a viewpoint")
        }
    }
}

struct ViewpointRow: View {
    var viewpoint: Viewpoint

    var body: some View {
        HStack {
            Text(viewpoint.name)
            Spacer()
            if viewpoint.isFavorite {
                Image(systemName: "star.fill")
                    .foregroundStyle(.yellow)
            }
        }
    }
}

struct ViewpointMap: View {
    var coordinate: CLLocationCoordinate2D

    var body: some View {
        Map(initialPosition: .region(region)) {
            Marker("Viewpoint", systemImage: "binoculars", coordinate: coordinate)
        }
        .mapStyle(.standard(elevation: .realistic))
    }

    private var region: MKCoordinateRegion {
        MKCoordinateRegion(
            center: coordinate,
            span: MKCoordinateSpan(latitudeDelta: 0.2, longitudeDelta: 0.2)
        )
    }
}

struct ViewpointDetail: View {
    var viewpoint: Viewpoint
    private let basecamp = CLLocation(latitude: 46.4102, longitude: 13.8365)

    private var distanceText: String {
        let here = CLLocation(
            latitude: viewpoint.locationCoordinate.latitude, longitude: viewpoint.locationCoordinate.longitude)
        let meters = here.distance(from: basecamp)
        return (meters / 1000).formatted(.number.precision(.fractionLength(1))) + " km"
    }

    var body: some View {
        ScrollView {
            ViewpointMap(coordinate: viewpoint.locationCoordinate)
                .frame(height: 300)

            VStack(alignment: .leading) {
                Text(viewpoint.name)
                    .font(.title)
                HStack {
                    Text(viewpoint.region)
                    Spacer()
                    Text("\(distanceText) from base camp")
                }
                .font(.subheadline)
                .foregroundStyle(.secondary)
            }
            .padding()
        }
        .navigationTitle(viewpoint.name)
        .navigationBarTitleDisplayMode(.inline)
    }
}

#Preview {
    ViewpointMap(coordinate: CLLocationCoordinate2D(latitude: 46.3786, longitude: 13.8366))
}
