import Foundation
import Testing

@testable import GalleyCoreLocation

/// `import CoreLocation`'s values: coordinates, their validity, and the distance between two
/// locations against a published figure.
@Suite struct CoreLocationTests {
    /// Ed Williams's Aviation Formulary works the great-circle distance from Los Angeles
    /// (LAX, 33°57′N 118°24′W) to New York (JFK, 40°38′N 73°47′W) as an angle of 0.623585 radians,
    /// 2144 nautical miles on its sphere of one arc-minute per mile. The angle does not depend on
    /// the radius, so the distance divided by the Earth radius that `distance(from:)` uses must
    /// give it back; in kilometres the two spheres differ by 0.07%.
    @Test func distanceBetweenLAXAndJFKIsThePublishedGreatCircle() {
        let lax = CLLocation(latitude: 33 + 57.0 / 60, longitude: -(118 + 24.0 / 60))
        let jfk = CLLocation(latitude: 40 + 38.0 / 60, longitude: -(73 + 47.0 / 60))
        let meters = lax.distance(from: jfk)
        #expect(abs(meters / CLLocation.earthRadius - 0.623585) < 0.000_002)
        #expect(abs(meters / 1000 - 2144 * 1.852) < 10)
        #expect(meters == jfk.distance(from: lax))
        #expect(lax.distance(from: lax) == 0)
    }

    @Test func antipodesAreHalfACircumferenceApart() {
        let north = CLLocation(latitude: 90, longitude: 0)
        let south = CLLocation(latitude: -90, longitude: 0)
        #expect(abs(north.distance(from: south) - Double.pi * CLLocation.earthRadius) < 0.001)
    }

    @Test func coordinatesAreValidOnlyOnTheGlobe() {
        #expect(CLLocationCoordinate2DIsValid(CLLocationCoordinate2D(latitude: 45.8150, longitude: 15.9819)))
        #expect(CLLocationCoordinate2DIsValid(CLLocationCoordinate2D()))
        #expect(!CLLocationCoordinate2DIsValid(CLLocationCoordinate2D(latitude: 91, longitude: 0)))
        #expect(!CLLocationCoordinate2DIsValid(CLLocationCoordinate2D(latitude: 0, longitude: -180.5)))
        #expect(!CLLocationCoordinate2DIsValid(CLLocationCoordinate2D(latitude: .nan, longitude: 0)))
        #expect(!CLLocationCoordinate2DIsValid(kCLLocationCoordinate2DInvalid))
    }

    private final class Listener: NSObject, CLLocationManagerDelegate {
        var calls = 0
        func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) { calls += 1 }
        func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) { calls += 1 }
    }

    @Test func theLocationManagerFindsNothingAndNeverCallsItsDelegate() {
        let manager = CLLocationManager()
        let listener = Listener()
        manager.delegate = listener
        manager.requestWhenInUseAuthorization()
        manager.startUpdatingLocation()
        manager.requestLocation()
        #expect(manager.authorizationStatus == .notDetermined)
        #expect(manager.location == nil)
        #expect(!CLLocationManager.locationServicesEnabled())
        #expect(listener.calls == 0)
    }
}
