import Foundation

/// A position on the Earth with its altitude, accuracies, course, speed and the time it was
/// taken.
///
/// On Linux nothing measures a position, so every location is one that code makes itself; the
/// values are stored as given. `distance(from:)` is computed: see there.
open class CLLocation: NSObject, @unchecked Sendable {
    /// The latitude and longitude.
    public let coordinate: CLLocationCoordinate2D
    /// The altitude above sea level, in meters.
    public let altitude: CLLocationDistance
    /// The radius of uncertainty of `coordinate`, in meters; negative when it is not valid.
    public let horizontalAccuracy: CLLocationAccuracy
    /// The uncertainty of `altitude`, in meters; negative when it is not valid.
    public let verticalAccuracy: CLLocationAccuracy
    /// The direction of travel, in degrees from true north; negative when unknown.
    public let course: CLLocationDirection
    /// The speed, in meters per second; negative when unknown.
    public let speed: CLLocationSpeed
    /// When the location was taken (for a location made in code: when it was made, unless
    /// given).
    public let timestamp: Date

    /// A location at `latitude` and `longitude`, with altitude 0, a horizontal accuracy of 0,
    /// and unknown vertical accuracy, course and speed, timestamped now.
    public convenience init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.init(
            coordinate: CLLocationCoordinate2D(latitude: latitude, longitude: longitude), altitude: 0,
            horizontalAccuracy: 0, verticalAccuracy: -1, course: -1, speed: -1, timestamp: Date())
    }

    /// A location with the given coordinate, altitude, accuracies and timestamp; course and
    /// speed are unknown.
    public convenience init(
        coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance,
        horizontalAccuracy hAccuracy: CLLocationAccuracy, verticalAccuracy vAccuracy: CLLocationAccuracy,
        timestamp: Date
    ) {
        self.init(
            coordinate: coordinate, altitude: altitude, horizontalAccuracy: hAccuracy, verticalAccuracy: vAccuracy,
            course: -1, speed: -1, timestamp: timestamp)
    }

    /// A location with every value given.
    public init(
        coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance,
        horizontalAccuracy hAccuracy: CLLocationAccuracy, verticalAccuracy vAccuracy: CLLocationAccuracy,
        course: CLLocationDirection, speed: CLLocationSpeed, timestamp: Date
    ) {
        self.coordinate = coordinate
        self.altitude = altitude
        horizontalAccuracy = hAccuracy
        verticalAccuracy = vAccuracy
        self.course = course
        self.speed = speed
        self.timestamp = timestamp
        super.init()
    }

    /// The great-circle distance from `location` to this location, in meters, along the surface
    /// and ignoring altitude.
    ///
    /// Galley computes it with the haversine formula on a sphere whose radius is the Earth's
    /// mean radius, 6,371,008.8 m. Core Location does not say which model of the Earth it uses;
    /// on an ellipsoid the result can differ by up to about half a percent.
    open func distance(from location: CLLocation) -> CLLocationDistance {
        let radians = Double.pi / 180
        let lat1 = coordinate.latitude * radians
        let lat2 = location.coordinate.latitude * radians
        let dLat = lat2 - lat1
        let dLon = (location.coordinate.longitude - coordinate.longitude) * radians
        let a = sin(dLat / 2) * sin(dLat / 2) + cos(lat1) * cos(lat2) * sin(dLon / 2) * sin(dLon / 2)
        let angle = 2 * atan2(a.squareRoot(), (1 - a).squareRoot())
        return Self.earthRadius * angle
    }

    /// The Earth's mean radius in meters (the IUGG value), the sphere `distance(from:)` uses.
    static let earthRadius: CLLocationDistance = 6_371_008.8

    /// The coordinate, accuracy, altitude and timestamp, in the form
    /// `<+lat,+lon> +/- 0.00m (speed -1.00 mps / course -1.00) @ date`.
    open override var description: String {
        func signed(_ value: Double, digits: Int) -> String {
            (value >= 0 ? "+" : "") + String(format: "%.\(digits)f", value)
        }
        return "<\(signed(coordinate.latitude, digits: 8)),\(signed(coordinate.longitude, digits: 8))> "
            + "+/- \(String(format: "%.2f", horizontalAccuracy))m "
            + "(speed \(String(format: "%.2f", speed)) mps / course \(String(format: "%.2f", course))) @ \(timestamp)"
    }
}

/// A place's name and address, as a geocoder would give it.
///
/// Linux has no geocoder, so Galley only makes placemarks for MapKit's `MKPlacemark`: their
/// location is the coordinate they were made with and every address field is nil unless a
/// subclass fills it.
open class CLPlacemark: NSObject {
    /// The placemark's location.
    open var location: CLLocation? { storedLocation }
    /// The placemark's name.
    open var name: String? { nil }
    /// The street address.
    open var thoroughfare: String? { nil }
    /// The city.
    open var locality: String? { nil }
    /// The state or province.
    open var administrativeArea: String? { nil }
    /// The postal code.
    open var postalCode: String? { nil }
    /// The country or region.
    open var country: String? { nil }
    /// The country's ISO code.
    open var isoCountryCode: String? { nil }

    private let storedLocation: CLLocation?

    /// A placemark at `location`, for subclasses in Galley's runtime.
    package init(location: CLLocation?) {
        storedLocation = location
        super.init()
    }

    /// A placemark with the same location as `placemark`.
    public init(placemark: CLPlacemark) {
        storedLocation = placemark.location
        super.init()
    }
}
