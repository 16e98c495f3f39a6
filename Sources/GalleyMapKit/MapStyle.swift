public import GalleyUI

/// How a map would be drawn: a street map, satellite imagery, or both. Recorded by
/// `mapStyle(_:)`; nothing is drawn on Linux.
public struct MapStyle: Sendable {
    let summary: String

    /// A street map.
    public static var standard: MapStyle { .standard() }
    /// Satellite imagery.
    public static var imagery: MapStyle { .imagery() }
    /// Satellite imagery with roads and their names.
    public static var hybrid: MapStyle { .hybrid() }

    /// A street map with the given elevation, emphasis, points of interest and traffic.
    public static func standard(
        elevation: MapStyle.Elevation = .automatic, emphasis: MapStyle.StandardEmphasis = .automatic,
        pointsOfInterest: PointOfInterestCategories = .all, showsTraffic: Bool = false
    ) -> MapStyle {
        MapStyle(
            summary: "standard"
                + options(
                    elevation: elevation, emphasis: emphasis, pointsOfInterest: pointsOfInterest,
                    showsTraffic: showsTraffic))
    }

    /// Satellite imagery with the given elevation.
    public static func imagery(elevation: MapStyle.Elevation = .automatic) -> MapStyle {
        MapStyle(summary: "imagery" + options(elevation: elevation))
    }

    /// Satellite imagery with roads, with the given elevation, points of interest and traffic.
    public static func hybrid(
        elevation: MapStyle.Elevation = .automatic, pointsOfInterest: PointOfInterestCategories = .all,
        showsTraffic: Bool = false
    ) -> MapStyle {
        MapStyle(
            summary: "hybrid"
                + options(elevation: elevation, pointsOfInterest: pointsOfInterest, showsTraffic: showsTraffic))
    }

    private static func options(
        elevation: Elevation, emphasis: StandardEmphasis = .automatic,
        pointsOfInterest: PointOfInterestCategories = .all,
        showsTraffic: Bool = false
    ) -> String {
        var parts: [String] = []
        if elevation.name != "automatic" { parts.append("elevation: \(elevation.name)") }
        if emphasis.name != "automatic" { parts.append("emphasis: \(emphasis.name)") }
        if pointsOfInterest.summary != "all" { parts.append("pointsOfInterest: \(pointsOfInterest.summary)") }
        if showsTraffic { parts.append("showsTraffic") }
        return parts.isEmpty ? "" : "(" + parts.joined(separator: ", ") + ")"
    }

    /// Whether a map shows terrain in relief.
    public struct Elevation: Sendable {
        let name: String
        /// The system decides.
        public static var automatic: MapStyle.Elevation { Elevation(name: "automatic") }
        /// A flat map.
        public static var flat: MapStyle.Elevation { Elevation(name: "flat") }
        /// Terrain and buildings in relief.
        public static var realistic: MapStyle.Elevation { Elevation(name: "realistic") }
    }

    /// How strongly a street map shows its features.
    public struct StandardEmphasis: Sendable {
        let name: String
        /// The usual emphasis.
        public static var automatic: MapStyle.StandardEmphasis { StandardEmphasis(name: "automatic") }
        /// Muted features, so that the app's content stands out.
        public static var muted: MapStyle.StandardEmphasis { StandardEmphasis(name: "muted") }
    }
}

/// The categories of points of interest a map shows.
public struct PointOfInterestCategories: ExpressibleByArrayLiteral, Sendable {
    let summary: String

    /// Every category.
    public static var all: PointOfInterestCategories { PointOfInterestCategories(summary: "all") }
    /// No category.
    public static var excludingAll: PointOfInterestCategories { PointOfInterestCategories(summary: "none") }

    /// Only `categories`.
    public static func including(_ categories: [MKPointOfInterestCategory]) -> PointOfInterestCategories {
        PointOfInterestCategories(summary: "including " + names(categories))
    }

    /// Only `categories`.
    public static func including(_ categories: MKPointOfInterestCategory...) -> PointOfInterestCategories {
        including(categories)
    }

    /// Every category but `categories`.
    public static func excluding(_ categories: [MKPointOfInterestCategory]) -> PointOfInterestCategories {
        PointOfInterestCategories(summary: "excluding " + names(categories))
    }

    /// Every category but `categories`.
    public static func excluding(_ categories: MKPointOfInterestCategory...) -> PointOfInterestCategories {
        excluding(categories)
    }

    /// Only the categories listed.
    public init(arrayLiteral elements: MKPointOfInterestCategory...) {
        self = .including(elements)
    }

    private init(summary: String) { self.summary = summary }

    private static func names(_ categories: [MKPointOfInterestCategory]) -> String {
        categories.map { $0.rawValue.replacingOccurrences(of: "MKPOICategory", with: "") }.joined(separator: ", ")
    }
}

extension View {
    /// The style of the maps inside this view. Recorded: nothing is drawn.
    @MainActor @preconcurrency public func mapStyle(_ value: MapStyle) -> some View {
        inert(".mapStyle", value.summary)
    }
}
