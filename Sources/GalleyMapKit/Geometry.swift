import Foundation
public import GalleyCoreLocation

/// The height and width of a map region, in degrees of latitude and longitude.
///
/// A plain value, stored as given; like MapKit's, it is not `Equatable`.
public struct MKCoordinateSpan: Sendable {
    /// The north-to-south extent, in degrees.
    public var latitudeDelta: CLLocationDegrees
    /// The east-to-west extent, in degrees.
    public var longitudeDelta: CLLocationDegrees

    /// A span of zero degrees.
    public init() {
        latitudeDelta = 0
        longitudeDelta = 0
    }

    /// A span of `latitudeDelta` by `longitudeDelta` degrees.
    public init(latitudeDelta: CLLocationDegrees, longitudeDelta: CLLocationDegrees) {
        self.latitudeDelta = latitudeDelta
        self.longitudeDelta = longitudeDelta
    }
}

/// A rectangular area of the map: a center coordinate and the span around it.
///
/// A plain value; like MapKit's, it is not `Equatable`, so code that passes a region to
/// `onChange(of:)` declares that conformance itself, as it must in Xcode.
public struct MKCoordinateRegion: Sendable {
    /// The center of the region.
    public var center: CLLocationCoordinate2D
    /// The region's extent around `center`.
    public var span: MKCoordinateSpan

    /// A region centered at latitude and longitude 0 with a span of zero.
    public init() {
        center = CLLocationCoordinate2D()
        span = MKCoordinateSpan()
    }

    /// A region of `span` around `center`.
    public init(center: CLLocationCoordinate2D, span: MKCoordinateSpan) {
        self.center = center
        self.span = span
    }

    /// A region around `centerCoordinate` that spans `latitudinalMeters` from north to south and
    /// `longitudinalMeters` from east to west.
    ///
    /// Galley converts meters to degrees on a sphere of the Earth's mean radius: a degree of
    /// latitude is about 111.2 km everywhere, and a degree of longitude that times the cosine of
    /// the latitude.
    public init(
        center centerCoordinate: CLLocationCoordinate2D, latitudinalMeters: CLLocationDistance,
        longitudinalMeters: CLLocationDistance
    ) {
        let metersPerDegree = MapProjection.earthRadius * Double.pi / 180
        let cosine = cos(centerCoordinate.latitude * Double.pi / 180)
        center = centerCoordinate
        span = MKCoordinateSpan(
            latitudeDelta: latitudinalMeters / metersPerDegree,
            longitudeDelta: cosine > 1e-12 ? longitudinalMeters / (metersPerDegree * cosine) : 360)
    }

    /// The region that `rect` covers, converted from the map projection.
    public init(_ rect: MKMapRect) {
        let northWest = MKMapPoint(x: rect.minX, y: rect.minY).coordinate
        let southEast = MKMapPoint(x: rect.maxX, y: rect.maxY).coordinate
        let middle = MKMapPoint(x: rect.midX, y: rect.midY).coordinate
        center = middle
        span = MKCoordinateSpan(
            latitudeDelta: northWest.latitude - southEast.latitude,
            longitudeDelta: rect.width / MapProjection.worldWidth * 360)
    }
}

/// A point on the flat map: MapKit's projection of the globe (spherical Mercator), in which the
/// whole world is `MKMapRect.world`, a square 268,435,456 points wide.
public struct MKMapPoint: Sendable {
    /// The horizontal position, from the antimeridian eastward.
    public var x: Double
    /// The vertical position, from the top (north) of the projection.
    public var y: Double

    /// The point at the origin (the north-west corner of the world).
    public init() {
        x = 0
        y = 0
    }

    /// The point at `x` and `y`.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The point where `coordinate` lands in the projection.
    public init(_ coordinate: CLLocationCoordinate2D) {
        let width = MapProjection.worldWidth
        let latitude = max(-85.05112878, min(85.05112878, coordinate.latitude)) * Double.pi / 180
        x = (coordinate.longitude + 180) / 360 * width
        y = (1 - log(tan(latitude) + 1 / cos(latitude)) / Double.pi) / 2 * width
    }

    /// The coordinate this point projects from.
    public var coordinate: CLLocationCoordinate2D {
        let width = MapProjection.worldWidth
        let longitude = x / width * 360 - 180
        let latitude = atan(sinh(Double.pi * (1 - 2 * y / width))) * 180 / Double.pi
        return CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
    }

    /// The great-circle distance to `b`, in meters (the same sphere as
    /// `CLLocation.distance(from:)`).
    public func distance(to b: MKMapPoint) -> CLLocationDistance {
        let from = coordinate
        let to = b.coordinate
        return CLLocation(latitude: from.latitude, longitude: from.longitude)
            .distance(from: CLLocation(latitude: to.latitude, longitude: to.longitude))
    }
}

/// A width and height in map points.
public struct MKMapSize: Sendable {
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double

    /// A size of zero.
    public init() {
        width = 0
        height = 0
    }

    /// A size of `width` by `height` map points.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The size of the whole world in the projection.
    public static let world = MKMapSize(width: MapProjection.worldWidth, height: MapProjection.worldWidth)
}

/// A rectangle on the flat map, in map points.
public struct MKMapRect: Sendable {
    /// The north-west corner.
    public var origin: MKMapPoint
    /// The width and height.
    public var size: MKMapSize

    /// An empty rectangle at the origin.
    public init() {
        origin = MKMapPoint()
        size = MKMapSize()
    }

    /// A rectangle at `origin` of `size`.
    public init(origin: MKMapPoint, size: MKMapSize) {
        self.origin = origin
        self.size = size
    }

    /// A rectangle at `x`, `y` of `width` by `height`.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: MKMapPoint(x: x, y: y), size: MKMapSize(width: width, height: height))
    }

    /// The rectangle that covers the whole world.
    public static let world = MKMapRect(origin: MKMapPoint(), size: .world)

    /// The least x.
    public var minX: Double { origin.x }
    /// The least y.
    public var minY: Double { origin.y }
    /// The greatest x.
    public var maxX: Double { origin.x + size.width }
    /// The greatest y.
    public var maxY: Double { origin.y + size.height }
    /// The x in the middle.
    public var midX: Double { origin.x + size.width / 2 }
    /// The y in the middle.
    public var midY: Double { origin.y + size.height / 2 }
    /// The width.
    public var width: Double { size.width }
    /// The height.
    public var height: Double { size.height }

    /// Whether the rectangle has no area.
    public var isEmpty: Bool { size.width <= 0 || size.height <= 0 }

    /// Whether `point` lies inside the rectangle.
    public func contains(_ point: MKMapPoint) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// The smallest rectangle that holds this one and `rect`.
    public func union(_ rect: MKMapRect) -> MKMapRect {
        let minX = Swift.min(self.minX, rect.minX)
        let minY = Swift.min(self.minY, rect.minY)
        return MKMapRect(
            x: minX, y: minY, width: Swift.max(maxX, rect.maxX) - minX, height: Swift.max(maxY, rect.maxY) - minY)
    }
}

/// The constants of the projection.
enum MapProjection {
    /// The width (and height) of the world in map points: 2^28.
    static let worldWidth: Double = 268_435_456
    /// The Earth's mean radius in meters, as `CLLocation.distance(from:)` uses.
    static let earthRadius: Double = 6_371_008.8
}

/// `latitude, longitude` for details in the evaluated tree.
func describe(_ coordinate: CLLocationCoordinate2D) -> String {
    "\(coordinate.latitude), \(coordinate.longitude)"
}

/// `center …, span …×…` for details in the evaluated tree.
func describe(_ region: MKCoordinateRegion) -> String {
    "center \(describe(region.center)), span \(region.span.latitudeDelta)×\(region.span.longitudeDelta)"
}
