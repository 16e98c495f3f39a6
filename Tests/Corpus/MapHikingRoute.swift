import MapKit
import SwiftUI

/// A hiking route drawn as a polyline with its campsites, the route's length summed from the
/// distances between its points, and the map's content split into a type of its own.
struct RouteLeg: Identifiable {
    let id: Int
    let name: String
    let points: [CLLocationCoordinate2D]
}

struct Campsite: Identifiable {
    let id: String
    let coordinate: CLLocationCoordinate2D
    let hasWater: Bool
}

extension RouteLeg {
    var lengthInMeters: CLLocationDistance {
        zip(points, points.dropFirst()).reduce(0) { total, pair in
            let start = CLLocation(latitude: pair.0.latitude, longitude: pair.0.longitude)
            let end = CLLocation(latitude: pair.1.latitude, longitude: pair.1.longitude)
            return total + end.distance(from: start)
        }
    }
}

struct RouteOverlay: MapContent {
    let legs: [RouteLeg]
    let highlighted: RouteLeg.ID?

    var body: some MapContent {
        ForEach(legs) { leg in
            MapPolyline(coordinates: leg.points, contourStyle: .geodesic)
                .stroke(leg.id == highlighted ? .orange : .blue, lineWidth: leg.id == highlighted ? 6 : 3)
        }
    }
}

struct CampsiteBadge: View {
    let campsite: Campsite
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        Image(systemName: campsite.hasWater ? "drop.fill" : "tent.fill")
            .padding(5)
            .foregroundStyle(colorScheme == .dark ? .black : .white)
            .background(campsite.hasWater ? .teal : .green, in: Circle())
    }
}

struct HikingRouteMap: View {
    let legs: [RouteLeg]
    let campsites: [Campsite]
    @State private var highlighted: RouteLeg.ID?
    @State private var showsCampsites = true

    private var totalKilometers: Double {
        legs.map(\.lengthInMeters).reduce(0, +) / 1000
    }

    var body: some View {
        VStack(spacing: 0) {
            Map(bounds: MapCameraBounds(minimumDistance: 500, maximumDistance: 80_000)) {
                RouteOverlay(legs: legs, highlighted: highlighted)
                if showsCampsites {
                    ForEach(campsites) { campsite in
                        Annotation(campsite.id, coordinate: campsite.coordinate) {
                            CampsiteBadge(campsite: campsite)
                        }
                    }
                }
                if let start = legs.first?.points.first {
                    MapCircle(center: start, radius: 150)
                        .foregroundStyle(.green.opacity(0.25))
                        .stroke(.green, lineWidth: 2)
                }
            }
            .mapStyle(.hybrid(elevation: .realistic, pointsOfInterest: .excludingAll))

            List(legs, selection: $highlighted) { leg in
                HStack {
                    Text(leg.name)
                    Spacer()
                    Text(leg.lengthInMeters / 1000, format: .number.precision(.fractionLength(1)))
                    Text("km")
                }
            }
            .safeAreaInset(edge: .top) {
                HStack {
                    Text("Total \(totalKilometers, specifier: "%.1f") km")
                    Spacer()
                    Toggle("Campsites", isOn: $showsCampsites)
                        .fixedSize()
                }
                .padding(.horizontal)
            }
        }
    }
}
