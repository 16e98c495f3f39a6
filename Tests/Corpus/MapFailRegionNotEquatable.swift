// expect-error: requires that 'MKCoordinateRegion' conform to 'Equatable'
import MapKit
import SwiftUI

/// Watching a region with `onChange(of:)` without declaring the conformance: MapKit's
/// `MKCoordinateRegion` is not `Equatable`, so Xcode rejects this too.
struct RegionWatcher: View {
    @State private var region = MKCoordinateRegion(
        center: CLLocationCoordinate2D(latitude: 41.9028, longitude: 12.4964),
        latitudinalMeters: 5_000, longitudinalMeters: 5_000)

    var body: some View {
        Map(coordinateRegion: $region)
            .onChange(of: region) { _, newRegion in
                print(newRegion.center.latitude)
            }
    }
}
