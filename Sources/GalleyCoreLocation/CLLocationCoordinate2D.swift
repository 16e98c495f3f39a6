import Foundation

/// A latitude or longitude, in degrees.
public typealias CLLocationDegrees = Double

/// A distance in meters.
public typealias CLLocationDistance = Double

/// An accuracy, in meters; negative values have the special meanings of the
/// `kCLLocationAccuracy…` constants.
public typealias CLLocationAccuracy = Double

/// A direction in degrees clockwise from true north.
public typealias CLLocationDirection = Double

/// A speed in meters per second.
public typealias CLLocationSpeed = Double

/// A point on the Earth given by its latitude and longitude, in degrees (WGS 84).
///
/// A plain value: nothing checks the numbers when it is made; `CLLocationCoordinate2DIsValid`
/// says whether they are in range. Like Core Location's, it is not `Equatable` or `Hashable`:
/// code that compares coordinates declares that conformance itself.
public struct CLLocationCoordinate2D: Sendable {
    /// The latitude, in degrees; valid from -90 to 90.
    public var latitude: CLLocationDegrees
    /// The longitude, in degrees; valid from -180 to 180.
    public var longitude: CLLocationDegrees

    /// A coordinate at latitude 0 and longitude 0.
    public init() {
        latitude = 0
        longitude = 0
    }

    /// A coordinate at `latitude` and `longitude`, in degrees, stored as given.
    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.latitude = latitude
        self.longitude = longitude
    }
}

/// Whether `coord` lies on the globe: latitude within -90...90 and longitude within
/// -180...180 degrees (both finite).
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CLLocationCoordinate2DIsValid(_ coord: CLLocationCoordinate2D) -> Bool {
    (-90...90).contains(coord.latitude) && (-180...180).contains(coord.longitude)
}

/// The coordinate at `latitude` and `longitude`; the same as
/// `CLLocationCoordinate2D(latitude:longitude:)`.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CLLocationCoordinate2DMake(
    _ latitude: CLLocationDegrees, _ longitude: CLLocationDegrees
) -> CLLocationCoordinate2D {
    CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
}

/// A coordinate that `CLLocationCoordinate2DIsValid` rejects (both values -180), used to mean
/// "no coordinate".
public let kCLLocationCoordinate2DInvalid = CLLocationCoordinate2D(latitude: -180, longitude: -180)

/// The accuracy asked of the best level a device offers.
public let kCLLocationAccuracyBest: CLLocationAccuracy = -1
/// The accuracy asked when navigating.
public let kCLLocationAccuracyBestForNavigation: CLLocationAccuracy = -2
/// An accuracy of about ten meters.
public let kCLLocationAccuracyNearestTenMeters: CLLocationAccuracy = 10
/// An accuracy of about a hundred meters.
public let kCLLocationAccuracyHundredMeters: CLLocationAccuracy = 100
/// An accuracy of about a kilometer.
public let kCLLocationAccuracyKilometer: CLLocationAccuracy = 1000
/// An accuracy of about three kilometers.
public let kCLLocationAccuracyThreeKilometers: CLLocationAccuracy = 3000
/// A distance filter that asks for every movement.
public let kCLDistanceFilterNone: CLLocationDistance = -1
