import MapKit
import SwiftUI

/// Coffee shops from an array as markers, a selection that shows a card, and a button that
/// frames them all again.
struct CoffeeShop: Identifiable, Hashable {
    let id: UUID
    let name: String
    let rating: Int
    let latitude: Double
    let longitude: Double

    var coordinate: CLLocationCoordinate2D {
        CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
    }
}

extension CLLocationCoordinate2D {
    static let oldTownSquare = CLLocationCoordinate2D(latitude: 50.0875, longitude: 14.4213)
}

struct CoffeeMap: View {
    let shops: [CoffeeShop]
    @State private var position: MapCameraPosition = .automatic
    @State private var selectedID: CoffeeShop.ID?
    @State private var showsTopRatedOnly = false
    @Namespace private var mapScope

    private var visibleShops: [CoffeeShop] {
        showsTopRatedOnly ? shops.filter { $0.rating >= 4 } : shops
    }

    private var selectedShop: CoffeeShop? {
        shops.first { $0.id == selectedID }
    }

    var body: some View {
        Map(position: $position, selection: $selectedID, scope: mapScope) {
            ForEach(visibleShops) { shop in
                Marker(shop.name, systemImage: "cup.and.saucer.fill", coordinate: shop.coordinate)
                    .tint(shop.rating >= 4 ? .orange : .gray)
                    .tag(shop.id)
            }
            Annotation("Old Town Square", coordinate: .oldTownSquare, anchor: .bottom) {
                Image(systemName: "building.columns.fill")
                    .padding(6)
                    .background(.thinMaterial, in: Circle())
            }
            .annotationTitles(.hidden)
            UserAnnotation()
        }
        .mapStyle(.standard(pointsOfInterest: .including([.cafe, .bakery])))
        .mapControls {
            MapUserLocationButton()
            MapCompass()
            MapScaleView()
        }
        .mapScope(mapScope)
        .onMapCameraChange(frequency: .onEnd) { context in
            print("now showing", context.region.span.latitudeDelta)
        }
        .safeAreaInset(edge: .bottom) {
            VStack {
                if let shop = selectedShop {
                    Text(shop.name).font(.headline)
                    Text(String(repeating: "★", count: shop.rating))
                }
                HStack {
                    Toggle("Top rated", isOn: $showsTopRatedOnly)
                    Button("Show all") {
                        withAnimation { position = .automatic }
                    }
                }
            }
            .padding()
            .background(.regularMaterial)
        }
        .onChange(of: selectedID) { _, id in
            guard let shop = shops.first(where: { $0.id == id }) else { return }
            withAnimation {
                position = .region(
                    MKCoordinateRegion(center: shop.coordinate, latitudinalMeters: 400, longitudinalMeters: 400))
            }
        }
    }
}

#Preview {
    CoffeeMap(shops: [
        CoffeeShop(id: UUID(), name: "Kavárna", rating: 5, latitude: 50.0870, longitude: 14.4200),
        CoffeeShop(id: UUID(), name: "Espresso Bar", rating: 3, latitude: 50.0881, longitude: 14.4230),
    ])
}
