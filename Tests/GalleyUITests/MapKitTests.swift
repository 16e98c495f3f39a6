import Foundation
import Testing

@testable import GalleyMapKit
@testable import GalleyUI

private let harbour = CLLocationCoordinate2D(latitude: 43.5081, longitude: 16.4402)
private let market = CLLocationCoordinate2D(latitude: 43.5093, longitude: 16.4385)

private struct Place: Identifiable {
    let id: Int
    let name: String
    let coordinate: CLLocationCoordinate2D
}

/// A view of an annotation that reads the environment and appears.
private struct PlaceBadge: View {
    @Environment(\.colorScheme) private var colorScheme
    let name: String
    var body: some View {
        Text(name)
            .bold(colorScheme == .dark)
            .onAppear { MapKitTests.appeared.append(name) }
    }
}

private struct PlaceMarkers: MapContent {
    let places: [Place]
    var body: some MapContent {
        ForEach(places) { place in
            Marker(place.name, systemImage: "mappin", coordinate: place.coordinate)
                .tint(.red)
        }
    }
}

private struct PlacesMap: View {
    let places: [Place]
    @State var position: MapCameraPosition = .region(
        MKCoordinateRegion(center: harbour, span: MKCoordinateSpan(latitudeDelta: 0.01, longitudeDelta: 0.01)))
    @State var selection: Int?
    var showsRoute: Bool

    var body: some View {
        Map(position: $position, selection: $selection) {
            PlaceMarkers(places: places)
            Annotation("Harbour", coordinate: harbour) {
                PlaceBadge(name: "Harbour")
            }
            if showsRoute {
                MapPolyline(coordinates: places.map(\.coordinate))
                    .stroke(.blue, lineWidth: 3)
            } else {
                MapCircle(center: harbour, radius: 250)
            }
            UserAnnotation()
        }
        .mapStyle(.hybrid(elevation: .realistic))
        .mapControls {
            MapCompass()
            Text("not a control")
            MapScaleView()
        }
    }
}

private struct LegacyMap: View {
    @State var region = MKCoordinateRegion(center: harbour, latitudinalMeters: 1000, longitudinalMeters: 1000)
    let places: [Place]

    var body: some View {
        Map(coordinateRegion: $region, annotationItems: places) { place in
            MapAnnotation(coordinate: place.coordinate) {
                PlaceBadge(name: place.name)
            }
        }
    }
}

/// `import MapKit`'s map in the evaluated tree: a node whose content is nodes inside it, with
/// the views of annotations evaluated as views, and nothing moved, selected or drawn.
@MainActor @Suite(.serialized) struct MapKitTests {
    static var appeared: [String] = []
    fileprivate let places = [Place(id: 1, name: "Riva", coordinate: harbour), Place(id: 2, name: "Pazar", coordinate: market)]

    private func nodes(_ tree: EvaluatedView, kind: String) -> [EvaluatedView] {
        (tree.kind == kind ? [tree] : []) + tree.children.flatMap { nodes($0, kind: kind) }
    }

    @Test func aMapIsANodeWithItsContentInside() throws {
        Self.appeared = []
        let tree = GalleyRuntime.evaluate(PlacesMap(places: places, showsRoute: true))
        let map = try #require(nodes(tree, kind: "Map").first)
        #expect(map.detail == "position: region(center 43.5081, 16.4402, span 0.01×0.01)")
        #expect(map.attributes["selection"] == "never written")
        #expect(
            nodes(map, kind: "Marker").map(\.detail) == [
                "\"Riva\", at 43.5081, 16.4402", "\"Pazar\", at 43.5093, 16.4385",
            ])
        #expect(nodes(map, kind: ".tint").count == 2)
        #expect(nodes(map, kind: "MapPolyline").first?.detail == "2 points")
        #expect(nodes(map, kind: "MapCircle").isEmpty, "the else branch is not taken")
        #expect(nodes(map, kind: "UserAnnotation").first?.detail == "location unknown")
        #expect(nodes(tree, kind: ".mapStyle").first?.detail == "hybrid(elevation: realistic)")
        #expect(nodes(tree, kind: ".mapControls").first?.detail == "MapCompass, MapScaleView")
        // The annotation's view was evaluated: it read the environment and appeared.
        let badge = try #require(nodes(map, kind: "PlaceBadge").first)
        #expect(badge.reads.contains { $0.name == "colorScheme" })
        #expect(Self.appeared == ["Harbour"])
    }

    @Test func theElseBranchAndAnEmptyMap() throws {
        let tree = GalleyRuntime.evaluate(PlacesMap(places: places, showsRoute: false))
        #expect(nodes(tree, kind: "MapCircle").first?.detail == "center 43.5081, 16.4402, radius 250.0 m")
        #expect(nodes(tree, kind: "MapPolyline").isEmpty)
        let empty = GalleyRuntime.evaluate(Map(initialPosition: .automatic))
        let map = try #require(nodes(empty, kind: "Map").first)
        #expect(map.detail == "initialPosition: automatic")
        #expect(map.children.isEmpty, "a map without content is a leaf, previewed as a labelled box")
    }

    @Test func theMapsOfIOS14EvaluateEachItemsAnnotation() throws {
        Self.appeared = []
        let tree = GalleyRuntime.evaluate(LegacyMap(places: places))
        let map = try #require(nodes(tree, kind: "Map").first)
        #expect(map.detail?.hasPrefix("coordinateRegion: center 43.5081, 16.4402, span 0.0089") == true)
        #expect(nodes(map, kind: "MapAnnotation").count == 2)
        #expect(Self.appeared == ["Riva", "Pazar"])
    }

    @Test func aRegionFromMetersSpansThatManyMeters() {
        let region = MKCoordinateRegion(center: harbour, latitudinalMeters: 2000, longitudinalMeters: 2000)
        let north = CLLocation(latitude: harbour.latitude + region.span.latitudeDelta / 2, longitude: harbour.longitude)
        let south = CLLocation(latitude: harbour.latitude - region.span.latitudeDelta / 2, longitude: harbour.longitude)
        #expect(abs(north.distance(from: south) - 2000) < 0.01)
        let east = CLLocation(latitude: harbour.latitude, longitude: harbour.longitude + region.span.longitudeDelta / 2)
        let west = CLLocation(latitude: harbour.latitude, longitude: harbour.longitude - region.span.longitudeDelta / 2)
        // Along a parallel rather than a great circle: within a metre at this size.
        #expect(abs(east.distance(from: west) - 2000) < 1)
    }

    @Test func mapPointsRoundTripThroughTheProjection() {
        let origin = MKMapPoint(CLLocationCoordinate2D(latitude: 0, longitude: 0))
        #expect(origin.x == MKMapRect.world.midX && origin.y == MKMapRect.world.midY)
        let point = MKMapPoint(market)
        #expect(abs(point.coordinate.latitude - market.latitude) < 1e-9)
        #expect(abs(point.coordinate.longitude - market.longitude) < 1e-9)
        let rect = MKMapRect(origin: MKMapPoint(harbour), size: MKMapSize(width: 1000, height: 1000))
        #expect(MapCameraPosition.rect(rect).rect?.width == 1000)
    }

    @Test func cameraPositionsCompareByWhatTheyFrame() {
        let region = MKCoordinateRegion(center: harbour, span: MKCoordinateSpan(latitudeDelta: 1, longitudeDelta: 1))
        #expect(MapCameraPosition.region(region) == .region(region))
        #expect(MapCameraPosition.region(region) != .automatic)
        let following = MapCameraPosition.userLocation(fallback: .region(region))
        #expect(following.followsUserLocation && following.fallbackPosition == .region(region))
        #expect(!following.positionedByUser)
        #expect(MapCameraPosition.camera(MapCamera(centerCoordinate: harbour, distance: 500)).camera?.distance == 500)
    }
}
