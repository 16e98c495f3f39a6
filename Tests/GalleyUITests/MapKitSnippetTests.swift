import Testing

/// Map code written as for Xcode, `import SwiftUI`, `import MapKit` and `import CoreLocation`
/// and all, compiled with swiftc against the runtime build, linked and run.
@Suite struct MapKitSnippetTests {
    /// A place list's detail page in the shape of Apple's SwiftUI tutorial: a model decoded from
    /// JSON that keeps its coordinates as `CLLocationCoordinate2D`, and a map view framed on a
    /// region around it.
    @Test func aPlaceDetailWithAMapCompilesLinksAndRuns() throws {
        let output = try SnippetCompiler.run(
            """
            import CoreLocation
            import MapKit
            import SwiftUI

            struct Trailhead: Hashable, Codable, Identifiable {
                var id: Int
                var name: String
                var park: String
                private var coordinates: Coordinates

                var locationCoordinate: CLLocationCoordinate2D {
                    CLLocationCoordinate2D(latitude: coordinates.latitude, longitude: coordinates.longitude)
                }

                struct Coordinates: Hashable, Codable {
                    var latitude: Double
                    var longitude: Double
                }
            }

            struct TrailMap: View {
                var coordinate: CLLocationCoordinate2D

                var body: some View {
                    Map(initialPosition: .region(region))
                }

                private var region: MKCoordinateRegion {
                    MKCoordinateRegion(
                        center: coordinate,
                        span: MKCoordinateSpan(latitudeDelta: 0.2, longitudeDelta: 0.2)
                    )
                }
            }

            struct TrailDetail: View {
                var trail: Trailhead

                var body: some View {
                    ScrollView {
                        TrailMap(coordinate: trail.locationCoordinate)
                            .frame(height: 300)
                        VStack(alignment: .leading) {
                            Text(trail.name)
                                .font(.title)
                            Text(trail.park)
                                .font(.subheadline)
                        }
                        .padding()
                    }
                    .navigationTitle(trail.name)
                }
            }

            let json = \"""
                [{"id": 7, "name": "Ryan Mountain", "park": "Joshua Tree",
                  "coordinates": {"latitude": 34.0246, "longitude": -116.1365}}]
                \"""
            let trails = try JSONDecoder().decode([Trailhead].self, from: Data(json.utf8))
            print(GalleyRuntime.outline(TrailDetail(trail: trails[0])), terminator: "")
            """)
        #expect(output.contains("Map initialPosition: region(center 34.0246, -116.1365, span 0.2×0.2)"), "\(output)")
        #expect(output.contains("Text \"Ryan Mountain\" (font: title)"), "\(output)")
    }

    /// The older form: a region in `@State`, set in `onAppear`, bound to `Map(coordinateRegion:)`;
    /// and a map whose annotations carry views that read the environment and appear.
    @Test func aBoundRegionAndAnnotationViewsEvaluate() throws {
        let output = try SnippetCompiler.run(
            """
            import MapKit
            import SwiftUI

            struct Stop: Identifiable {
                let id: Int
                let name: String
                let coordinate: CLLocationCoordinate2D
            }

            struct StopBadge: View {
                @Environment(\\.colorScheme) private var colorScheme
                let stop: Stop

                var body: some View {
                    Image(systemName: "bus")
                        .onAppear { print("badge \\(stop.name) in \\(colorScheme)") }
                }
            }

            struct LegacyStopMap: View {
                var center: CLLocationCoordinate2D
                @State private var region = MKCoordinateRegion()

                var body: some View {
                    Map(coordinateRegion: $region)
                        .onAppear {
                            region = MKCoordinateRegion(
                                center: center, span: MKCoordinateSpan(latitudeDelta: 0.05, longitudeDelta: 0.05))
                        }
                }
            }

            struct StopMap: View {
                let stops: [Stop]
                @State private var position: MapCameraPosition = .automatic

                var body: some View {
                    Map(position: $position) {
                        ForEach(stops) { stop in
                            Annotation(stop.name, coordinate: stop.coordinate) {
                                StopBadge(stop: stop)
                            }
                        }
                        UserAnnotation()
                    }
                    .mapStyle(.standard(pointsOfInterest: .excludingAll))
                    .mapControls {
                        MapUserLocationButton()
                        MapCompass()
                    }
                }
            }

            let stops = [
                Stop(id: 1, name: "Quay", coordinate: CLLocationCoordinate2D(latitude: 45.8150, longitude: 15.9819)),
                Stop(id: 2, name: "Square", coordinate: CLLocationCoordinate2D(latitude: 45.8131, longitude: 15.9772)),
            ]
            GalleyRuntime.run(StopMap(stops: stops).environment(\\.colorScheme, .dark))
            print(GalleyRuntime.outline(LegacyStopMap(center: stops[0].coordinate)), terminator: "")
            """)
        let lines = output.split(separator: "\n").map(String.init)
        #expect(Array(lines.prefix(2)) == ["badge Quay in dark", "badge Square in dark"], "\(output)")
        #expect(
            output.contains("Map coordinateRegion: center 45.815, 15.9819, span 0.05×0.05"),
            "the region set in onAppear is what the map shows:\n\(output)")
    }
}
