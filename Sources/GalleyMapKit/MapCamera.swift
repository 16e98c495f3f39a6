public import GalleyCoreLocation

/// A viewpoint above the map: the coordinate at the center, the distance to it, the heading and
/// the pitch.
public struct MapCamera: Equatable, Sendable {
    /// The coordinate at the center of the view.
    public var centerCoordinate: CLLocationCoordinate2D
    /// The distance from the center coordinate to the camera, in meters.
    public var distance: Double
    /// The direction the camera faces, in degrees clockwise from north.
    public var heading: Double
    /// The angle from looking straight down, in degrees.
    public var pitch: Double

    /// A camera looking at `centerCoordinate` from `distance` meters away.
    public init(centerCoordinate: CLLocationCoordinate2D, distance: Double, heading: Double = 0, pitch: Double = 0) {
        self.centerCoordinate = centerCoordinate
        self.distance = distance
        self.heading = heading
        self.pitch = pitch
    }

    /// Whether two cameras have the same center, distance, heading and pitch.
    public static func == (lhs: MapCamera, rhs: MapCamera) -> Bool {
        lhs.centerCoordinate.latitude == rhs.centerCoordinate.latitude
            && lhs.centerCoordinate.longitude == rhs.centerCoordinate.longitude && lhs.distance == rhs.distance
            && lhs.heading == rhs.heading && lhs.pitch == rhs.pitch
    }
}

/// How a map frames its camera: on a region, a rectangle, a map item, an explicit camera, the
/// user's location, or automatically on its content.
///
/// A value only: on Linux no map moves, so a position bound to a map keeps what the app set,
/// and `positionedByUser` is never true unless the app says so.
public struct MapCameraPosition: Equatable, @unchecked Sendable {
    indirect enum Framing {
        case automatic
        case region(MKCoordinateRegion)
        case rect(MKMapRect)
        case item(MKMapItem, allowsAutomaticPitch: Bool)
        case camera(MapCamera)
        case userLocation(followsHeading: Bool, fallback: MapCameraPosition)
    }
    let framing: Framing

    /// Frames the map's content.
    public static var automatic: MapCameraPosition { MapCameraPosition(framing: .automatic) }

    /// Frames `region`.
    public static func region(_ region: MKCoordinateRegion) -> MapCameraPosition {
        MapCameraPosition(framing: .region(region))
    }

    /// Frames `rect`.
    public static func rect(_ rect: MKMapRect) -> MapCameraPosition { MapCameraPosition(framing: .rect(rect)) }

    /// Frames `item`.
    public static func item(_ item: MKMapItem, allowsAutomaticPitch: Bool = true) -> MapCameraPosition {
        MapCameraPosition(framing: .item(item, allowsAutomaticPitch: allowsAutomaticPitch))
    }

    /// Frames the map from `camera`.
    public static func camera(_ camera: MapCamera) -> MapCameraPosition { MapCameraPosition(framing: .camera(camera)) }

    /// Follows the user's location, using `fallback` until the location is known: on Linux
    /// always, as it never is.
    public static func userLocation(followsHeading: Bool = false, fallback: MapCameraPosition) -> MapCameraPosition {
        MapCameraPosition(framing: .userLocation(followsHeading: followsHeading, fallback: fallback))
    }

    /// The region framed, if the position frames a region.
    public var region: MKCoordinateRegion? {
        if case .region(let region) = framing { return region }
        return nil
    }

    /// The rectangle framed, if the position frames one.
    public var rect: MKMapRect? {
        if case .rect(let rect) = framing { return rect }
        return nil
    }

    /// The item framed, if the position frames one.
    public var item: MKMapItem? {
        if case .item(let item, _) = framing { return item }
        return nil
    }

    /// The camera, if the position is an explicit camera.
    public var camera: MapCamera? {
        if case .camera(let camera) = framing { return camera }
        return nil
    }

    /// Whether the position follows the user's location.
    public var followsUserLocation: Bool {
        if case .userLocation = framing { return true }
        return false
    }

    /// Whether the position follows the user's heading.
    public var followsHeading: Bool {
        if case .userLocation(let followsHeading, _) = framing { return followsHeading }
        return false
    }

    /// The position used while the user's location is unknown, for a position that follows it.
    public var fallbackPosition: MapCameraPosition? {
        if case .userLocation(_, let fallback) = framing { return fallback }
        return nil
    }

    /// Whether the camera may pitch to frame an item.
    public var allowsAutomaticPitch: Bool {
        if case .item(_, let allows) = framing { return allows }
        return false
    }

    /// Whether someone moved the map away from the position the app set: never on Linux, where
    /// no one does.
    public var positionedByUser: Bool { false }

    /// Whether two positions frame the same thing (map items compare by identity).
    public static func == (lhs: MapCameraPosition, rhs: MapCameraPosition) -> Bool {
        switch (lhs.framing, rhs.framing) {
        case (.automatic, .automatic): return true
        case (.region(let a), .region(let b)):
            return a.center.latitude == b.center.latitude && a.center.longitude == b.center.longitude
                && a.span.latitudeDelta == b.span.latitudeDelta && a.span.longitudeDelta == b.span.longitudeDelta
        case (.rect(let a), .rect(let b)):
            return a.origin.x == b.origin.x && a.origin.y == b.origin.y && a.size.width == b.size.width
                && a.size.height == b.size.height
        case (.item(let a, let pitchA), .item(let b, let pitchB)): return a === b && pitchA == pitchB
        case (.camera(let a), .camera(let b)): return a == b
        case (.userLocation(let headingA, let fallbackA), .userLocation(let headingB, let fallbackB)):
            return headingA == headingB && fallbackA == fallbackB
        default: return false
        }
    }

    /// What the position frames, for the evaluated tree.
    var summary: String {
        switch framing {
        case .automatic: return "automatic"
        case .region(let region): return "region(\(describe(region)))"
        case .rect(let rect): return "rect(\(rect.minX), \(rect.minY), \(rect.width)×\(rect.height))"
        case .item(let item, _): return "item(\(item.name.map { "\"\($0)\"" } ?? describe(item.placemark.coordinate)))"
        case .camera(let camera):
            return "camera(center \(describe(camera.centerCoordinate)), distance \(camera.distance) m)"
        case .userLocation(_, let fallback): return "userLocation(fallback: \(fallback.summary))"
        }
    }
}

/// A limit on where a map's center may go and how far the camera may zoom.
///
/// Recorded: on Linux no one moves the camera, so nothing is ever limited.
public struct MapCameraBounds {
    let summary: String

    /// Keeps the center within `centerCoordinateBounds` and the camera between the distances
    /// given, in meters.
    public init(
        centerCoordinateBounds: MKCoordinateRegion, minimumDistance: Double? = nil, maximumDistance: Double? = nil
    ) {
        summary = "center within \(describe(centerCoordinateBounds))" + Self.range(minimumDistance, maximumDistance)
    }

    /// Keeps the center within the rectangle `centerCoordinateBounds` and the camera between the
    /// distances given, in meters.
    public init(centerCoordinateBounds: MKMapRect, minimumDistance: Double? = nil, maximumDistance: Double? = nil) {
        summary =
            "center within \(describe(MKCoordinateRegion(centerCoordinateBounds)))"
            + Self.range(minimumDistance, maximumDistance)
    }

    /// Keeps the camera between the distances given, in meters.
    public init(minimumDistance: Double? = nil, maximumDistance: Double? = nil) {
        summary = "distance" + Self.range(minimumDistance, maximumDistance)
    }

    private static func range(_ minimum: Double?, _ maximum: Double?) -> String {
        (minimum.map { ", min \($0) m" } ?? "") + (maximum.map { ", max \($0) m" } ?? "")
    }
}

/// When a map reports camera changes to `onMapCameraChange`.
public struct MapCameraUpdateFrequency: Sendable {
    let name: String

    /// During interactions as well as after them.
    public static var continuous: MapCameraUpdateFrequency { MapCameraUpdateFrequency(name: "continuous") }
    /// When interactions end.
    public static var onEnd: MapCameraUpdateFrequency { MapCameraUpdateFrequency(name: "onEnd") }
}

/// What `onMapCameraChange` reports: the camera and the area it frames. Never made on Linux,
/// where the camera never changes.
public struct MapCameraUpdateContext {
    /// The camera.
    public let camera: MapCamera
    /// The rectangle the camera frames, approximately.
    public let rect: MKMapRect
    /// The region the camera frames, approximately.
    public let region: MKCoordinateRegion
}

/// The gestures a map responds to. Recorded: on Linux no gesture reaches a map.
public struct MapInteractionModes: OptionSet, Sendable {
    /// The modes' bits.
    public let rawValue: Int

    /// The modes with bits `rawValue`.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Moving the map.
    public static let pan = MapInteractionModes(rawValue: 1 << 0)
    /// Zooming in and out.
    public static let zoom = MapInteractionModes(rawValue: 1 << 1)
    /// Rotating the map.
    public static let rotate = MapInteractionModes(rawValue: 1 << 2)
    /// Tilting the map.
    public static let pitch = MapInteractionModes(rawValue: 1 << 3)
    /// Every gesture.
    public static let all: MapInteractionModes = [.pan, .zoom, .rotate, .pitch]
}

/// Whether a map follows the user's location (the maps of iOS 14).
public enum MapUserTrackingMode: Hashable, Sendable {
    /// The map does not follow the user.
    case none
    /// The map follows the user's location.
    case follow
}
