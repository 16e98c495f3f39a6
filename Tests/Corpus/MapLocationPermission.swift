import CoreLocation
import MapKit
import SwiftUI

/// A location model that asks for permission and follows the device, as apps wrap
/// `CLLocationManager`: the delegate methods are nonisolated and hop back to the main actor.
@MainActor
@Observable
final class WalkTracker: NSObject, CLLocationManagerDelegate {
    private(set) var authorization: CLAuthorizationStatus = .notDetermined
    private(set) var lastLocation: CLLocation?
    private(set) var walked: CLLocationDistance = 0
    @ObservationIgnored private let manager = CLLocationManager()

    override init() {
        super.init()
        manager.delegate = self
        manager.desiredAccuracy = kCLLocationAccuracyNearestTenMeters
        manager.distanceFilter = 5
        authorization = manager.authorizationStatus
    }

    func start() {
        switch authorization {
        case .notDetermined:
            manager.requestWhenInUseAuthorization()
        case .authorizedWhenInUse, .authorizedAlways:
            manager.startUpdatingLocation()
        case .denied, .restricted:
            break
        @unknown default:
            break
        }
    }

    func stop() {
        manager.stopUpdatingLocation()
    }

    private func record(_ location: CLLocation) {
        if let lastLocation {
            walked += location.distance(from: lastLocation)
        }
        lastLocation = location
    }

    nonisolated func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
        guard let latest = locations.last else { return }
        Task { @MainActor in self.record(latest) }
    }

    nonisolated func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {
        let status = manager.authorizationStatus
        Task { @MainActor in
            self.authorization = status
            if status == .authorizedWhenInUse || status == .authorizedAlways { self.start() }
        }
    }

    nonisolated func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) {
        print("location failed:", error.localizedDescription)
    }
}

struct WalkScreen: View {
    @State private var tracker = WalkTracker()
    @State private var position: MapCameraPosition = .userLocation(
        fallback: .region(
            MKCoordinateRegion(
                center: CLLocationCoordinate2D(latitude: 48.8566, longitude: 2.3522),
                latitudinalMeters: 3_000, longitudinalMeters: 3_000)))

    var body: some View {
        NavigationStack {
            Map(position: $position) {
                UserAnnotation { userLocation in
                    Image(systemName: "figure.walk.circle.fill")
                        .font(.title)
                        .accessibilityLabel(userLocation.location == nil ? "Locating" : "You")
                }
            }
            .mapControls {
                MapUserLocationButton()
                MapPitchToggle()
            }
            .overlay(alignment: .top) {
                statusBanner
            }
            .navigationTitle("Walk")
            .toolbar {
                Button("Stop", action: tracker.stop)
            }
            .onAppear { tracker.start() }
        }
    }

    @ViewBuilder private var statusBanner: some View {
        switch tracker.authorization {
        case .denied, .restricted:
            Label("Location is off in Settings", systemImage: "location.slash")
                .padding()
                .background(.red.opacity(0.2), in: RoundedRectangle(cornerRadius: 12))
        case .notDetermined:
            ProgressView("Waiting for permission")
        default:
            Text("\(tracker.walked, specifier: "%.0f") m walked")
                .monospacedDigit()
        }
    }
}
