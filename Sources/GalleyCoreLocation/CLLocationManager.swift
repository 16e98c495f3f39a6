import Foundation

/// Whether the app may use location services.
public enum CLAuthorizationStatus: Int32, Sendable {
    /// The person has not been asked yet. On Linux every manager reports this, always.
    case notDetermined = 0
    /// Location services are restricted, for example by parental controls.
    case restricted = 1
    /// The person refused, or turned location services off.
    case denied = 2
    /// The app may use location services at any time.
    case authorizedAlways = 3
    /// The app may use location services while it is in use.
    case authorizedWhenInUse = 4
}

/// The object a `CLLocationManager` reports to.
///
/// Every method has an empty default, as Core Location's optional methods need not be written.
/// On Linux the manager calls none of them: there is no location, no permission prompt and no
/// error to report.
public protocol CLLocationManagerDelegate: NSObjectProtocol {
    /// Told of new locations, the most recent last.
    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation])
    /// Told that the manager could not get a location.
    func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error)
    /// Told that the app's authorization changed (and of the initial authorization).
    func locationManagerDidChangeAuthorization(_ manager: CLLocationManager)
    /// Told that the app's authorization changed; the form before iOS 14.
    func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus)
}

extension CLLocationManagerDelegate {
    /// Does nothing.
    public func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {}
    /// Does nothing.
    public func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) {}
    /// Does nothing.
    public func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {}
    /// Does nothing.
    public func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus) {}
}

/// The object that starts and stops location updates and asks for permission to use them.
///
/// Inert on Linux, which has no location service: the requests for authorization show nothing
/// and change nothing (`authorizationStatus` stays `.notDetermined`), `startUpdatingLocation()`
/// and `requestLocation()` do nothing, `location` stays nil, and the delegate is never called.
/// The settings (`desiredAccuracy`, `distanceFilter`, …) are stored and not used. A view that
/// starts updates in `onAppear` therefore evaluates as it would before the first fix arrives.
open class CLLocationManager: NSObject {
    /// The object told of updates; kept weakly, as in Core Location. Never called on Linux.
    open weak var delegate: (any CLLocationManagerDelegate)?
    /// The accuracy asked for; stored and not used.
    open var desiredAccuracy: CLLocationAccuracy = kCLLocationAccuracyBest
    /// The distance a device must move before an update; stored and not used.
    open var distanceFilter: CLLocationDistance = kCLDistanceFilterNone
    /// Whether updates may pause automatically; stored and not used.
    open var pausesLocationUpdatesAutomatically = true
    /// Whether updates continue in the background; stored and not used.
    open var allowsBackgroundLocationUpdates = false

    /// A manager with Core Location's default settings.
    public override init() { super.init() }

    /// The app's authorization: always `.notDetermined` on Linux, since no one is ever asked.
    open var authorizationStatus: CLAuthorizationStatus { .notDetermined }

    /// The app's authorization (the class method before iOS 14): always `.notDetermined`.
    open class func authorizationStatus() -> CLAuthorizationStatus { .notDetermined }

    /// Whether the device has location services turned on: false on Linux, which has none.
    open class func locationServicesEnabled() -> Bool { false }

    /// The most recent location: always nil on Linux.
    open var location: CLLocation? { nil }

    /// Asks for permission while the app is in use. Does nothing on Linux: no prompt appears
    /// and `authorizationStatus` stays `.notDetermined`.
    open func requestWhenInUseAuthorization() {}

    /// Asks for permission at any time. Does nothing on Linux, as
    /// `requestWhenInUseAuthorization()`.
    open func requestAlwaysAuthorization() {}

    /// Starts location updates. Does nothing on Linux: no location is ever delivered and the
    /// delegate is not called.
    open func startUpdatingLocation() {}

    /// Stops location updates. Does nothing on Linux, where none were started.
    open func stopUpdatingLocation() {}

    /// Asks for a single location. Does nothing on Linux: neither a location nor an error is
    /// delivered.
    open func requestLocation() {}
}
