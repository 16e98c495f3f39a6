public import GalleyCoreLocation
public import GalleyUI

/// A balloon-shaped marker at a coordinate, labelled with a title and an optional glyph.
///
/// Nothing is drawn: a marker is a node of the evaluated tree with its title and coordinate (it
/// previews as a labelled box); a label made of the app's own views is evaluated inside it, so
/// the label's environment reads are recorded. Its tint and tag are recorded by the modifiers
/// that set them.
@MainActor @preconcurrency public struct Marker<Label: View> {
    let coordinate: CLLocationCoordinate2D
    let label: Label
    let title: String?

    init(coordinate: CLLocationCoordinate2D, label: Label, title: String?) {
        self.coordinate = coordinate
        self.label = label
        self.title = title
    }

    /// A marker at `coordinate` labelled with the views `label` returns.
    public init(coordinate: CLLocationCoordinate2D, @ViewBuilder label: () -> Label) {
        self.init(coordinate: coordinate, label: label(), title: nil)
    }
}

extension Marker where Label == Text {
    /// A marker at `coordinate` titled with a localized string.
    public init(_ titleKey: LocalizedStringKey, coordinate: CLLocationCoordinate2D) {
        self.init(coordinate: coordinate, label: Text(titleKey), title: titleKey.resolved)
    }

    /// A marker at `coordinate` titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, coordinate: CLLocationCoordinate2D) {
        self.init(coordinate: coordinate, label: Text(title), title: String(title))
    }

    /// A marker for `item`, titled with the item's name, at its placemark's coordinate.
    public init(item: MKMapItem) {
        let name = item.name ?? ""
        self.init(coordinate: item.placemark.coordinate, label: Text(verbatim: name), title: name)
    }
}

extension Marker where Label == GalleyUI.Label<Text, Image> {
    /// A marker titled with a localized string whose balloon shows a system symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, coordinate: CLLocationCoordinate2D) {
        self.init(
            coordinate: coordinate, label: GalleyUI.Label(titleKey, systemImage: systemImage), title: titleKey.resolved)
    }

    /// A marker titled with a string whose balloon shows a system symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, coordinate: CLLocationCoordinate2D) {
        self.init(coordinate: coordinate, label: GalleyUI.Label(title, systemImage: systemImage), title: String(title))
    }

    /// A marker titled with a localized string whose balloon shows an image resource.
    public init(_ titleKey: LocalizedStringKey, image: String, coordinate: CLLocationCoordinate2D) {
        self.init(coordinate: coordinate, label: GalleyUI.Label(titleKey, image: image), title: titleKey.resolved)
    }

    /// A marker titled with a string whose balloon shows an image resource.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: String, coordinate: CLLocationCoordinate2D) {
        self.init(coordinate: coordinate, label: GalleyUI.Label(title, image: image), title: String(title))
    }
}

extension Marker where Label == GalleyUI.Label<Text, Text> {
    /// A marker titled with a localized string whose balloon shows up to three characters.
    public init(_ titleKey: LocalizedStringKey, monogram: Text, coordinate: CLLocationCoordinate2D) {
        self.init(
            coordinate: coordinate,
            label: GalleyUI.Label {
                Text(titleKey)
            } icon: {
                monogram
            },
            title: titleKey.resolved)
    }

    /// A marker titled with a string whose balloon shows up to three characters.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, monogram: Text, coordinate: CLLocationCoordinate2D) {
        self.init(
            coordinate: coordinate,
            label: GalleyUI.Label {
                Text(title)
            } icon: {
                monogram
            }, title: String(title))
    }
}

extension Marker: MapContent {
    /// A marker has no body; it is a node of the evaluated tree.
    public var body: Never { primitiveBody(Self.self) }
}

extension Marker: PrimitiveMapContent {
    func evaluateMapContent(in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext) {
        let detail = (title.map { "\"\($0)\", " } ?? "") + "at " + describe(coordinate)
        let node = evaluator.makeNode("Marker", detail: detail, parent: parent, context: context)
        // A title is shown in the detail; a label of the app's own views is evaluated.
        if title == nil { evaluator.evaluate(label, parent: node, context: context.insideContainer(node)) }
    }
}

/// A view placed on the map at a coordinate, with a title.
///
/// Nothing is drawn: an annotation is a node of the evaluated tree with its coordinate, and its
/// content view (then its label) is evaluated inside it, so the content's environment reads,
/// state and `onAppear` happen as in any view. The anchor is recorded.
@MainActor @preconcurrency public struct Annotation<Label: View, Content: View> {
    let coordinate: CLLocationCoordinate2D
    let anchor: UnitPoint
    let content: Content
    let label: Label
    let title: String?

    init(
        coordinate: CLLocationCoordinate2D, anchor: UnitPoint, content: Content, label: Label, title: String?
    ) {
        self.coordinate = coordinate
        self.anchor = anchor
        self.content = content
        self.label = label
        self.title = title
    }

    /// An annotation at `coordinate` showing `content`, labelled with the views `label` returns.
    public init(
        coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .center, @ViewBuilder content: () -> Content,
        @ViewBuilder label: () -> Label
    ) {
        self.init(coordinate: coordinate, anchor: anchor, content: content(), label: label(), title: nil)
    }
}

extension Annotation where Label == Text {
    /// An annotation at `coordinate` showing `content`, titled with a localized string.
    public init(
        _ titleKey: LocalizedStringKey, coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .center,
        @ViewBuilder content: () -> Content
    ) {
        self.init(
            coordinate: coordinate, anchor: anchor, content: content(), label: Text(titleKey), title: titleKey.resolved)
    }

    /// An annotation at `coordinate` showing `content`, titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .center,
        @ViewBuilder content: () -> Content
    ) {
        self.init(coordinate: coordinate, anchor: anchor, content: content(), label: Text(title), title: String(title))
    }

    /// An annotation for `item`, titled with the item's name, at its placemark's coordinate. The
    /// accessory anchor is accepted and not used.
    public init(
        item: MKMapItem, anchor: UnitPoint = .center, accessoryAnchor: UnitPoint = .center,
        @ViewBuilder content: () -> Content
    ) {
        let name = item.name ?? ""
        self.init(
            coordinate: item.placemark.coordinate, anchor: anchor, content: content(), label: Text(verbatim: name),
            title: name)
    }
}

extension Annotation: MapContent {
    /// An annotation has no body; it is a node of the evaluated tree.
    public var body: Never { primitiveBody(Self.self) }
}

extension Annotation: PrimitiveMapContent {
    func evaluateMapContent(in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext) {
        let detail = (title.map { "\"\($0)\", " } ?? "") + "at " + describe(coordinate)
        let node = evaluator.makeNode("Annotation", detail: detail, parent: parent, context: context)
        if anchor != .center { node.attributes["anchor"] = "\(anchor)" }
        let inner = context.insideContainer(node)
        evaluator.evaluate(content, parent: node, context: inner.at(".content"))
        if title == nil { evaluator.evaluate(label, parent: node, context: inner.at(".label")) }
    }
}

/// A line through a series of coordinates, drawn over the map.
///
/// Nothing is drawn: a polyline is a node of the evaluated tree that counts its points.
public struct MapPolyline {
    let coordinates: [CLLocationCoordinate2D]
    let contourStyle: ContourStyle

    /// A line through `coordinates`, in order.
    public init(coordinates: [CLLocationCoordinate2D], contourStyle: MapPolyline.ContourStyle = .straight) {
        self.coordinates = coordinates
        self.contourStyle = contourStyle
    }

    /// A line through `points` of the map projection, in order.
    public init(points: [MKMapPoint], contourStyle: MapPolyline.ContourStyle = .straight) {
        self.init(coordinates: points.map(\.coordinate), contourStyle: contourStyle)
    }

    /// How a polyline's segments follow the Earth's surface.
    public struct ContourStyle: Equatable, Sendable {
        let name: String

        /// Straight segments on the map.
        public static var straight: MapPolyline.ContourStyle { ContourStyle(name: "straight") }
        /// Segments along great circles, the shortest paths on the globe.
        public static var geodesic: MapPolyline.ContourStyle { ContourStyle(name: "geodesic") }
    }
}

extension MapPolyline: MapContent {
    /// A polyline has no body; it is a node of the evaluated tree.
    public var body: Never { primitiveBody(Self.self) }
}

extension MapPolyline: PrimitiveMapContent {
    func evaluateMapContent(in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext) {
        let points = "\(coordinates.count) point\(coordinates.count == 1 ? "" : "s")"
        evaluator.makeNode(
            "MapPolyline", detail: contourStyle == .straight ? points : points + ", \(contourStyle.name)",
            parent: parent, context: context)
    }
}

/// A closed shape through a series of coordinates, drawn over the map.
///
/// Nothing is drawn: a polygon is a node of the evaluated tree that counts its corners.
public struct MapPolygon {
    let coordinates: [CLLocationCoordinate2D]

    /// A polygon with corners at `coordinates`, in order.
    public init(coordinates: [CLLocationCoordinate2D]) { self.coordinates = coordinates }

    /// A polygon with corners at `points` of the map projection, in order.
    public init(points: [MKMapPoint]) { coordinates = points.map(\.coordinate) }
}

extension MapPolygon: MapContent {
    /// A polygon has no body; it is a node of the evaluated tree.
    public var body: Never { primitiveBody(Self.self) }
}

extension MapPolygon: PrimitiveMapContent {
    func evaluateMapContent(in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext) {
        evaluator.makeNode(
            "MapPolygon", detail: "\(coordinates.count) corner\(coordinates.count == 1 ? "" : "s")", parent: parent,
            context: context)
    }
}

/// A circle of a radius in meters around a coordinate, drawn over the map.
///
/// Nothing is drawn: a circle is a node of the evaluated tree with its center and radius.
public struct MapCircle {
    let center: CLLocationCoordinate2D
    let radius: CLLocationDistance

    /// A circle of `radius` meters around `coordinate`.
    public init(center coordinate: CLLocationCoordinate2D, radius: CLLocationDistance) {
        center = coordinate
        self.radius = radius
    }

    /// The largest circle centered in `mapRect`, with its radius measured on the globe.
    public init(mapRect: MKMapRect) {
        let middle = MKMapPoint(x: mapRect.midX, y: mapRect.midY)
        let edge = MKMapPoint(x: mapRect.midX + Swift.min(mapRect.width, mapRect.height) / 2, y: mapRect.midY)
        self.init(center: middle.coordinate, radius: middle.distance(to: edge))
    }
}

extension MapCircle: MapContent {
    /// A circle has no body; it is a node of the evaluated tree.
    public var body: Never { primitiveBody(Self.self) }
}

extension MapCircle: PrimitiveMapContent {
    func evaluateMapContent(in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext) {
        evaluator.makeNode(
            "MapCircle", detail: "center \(describe(center)), radius \(radius) m", parent: parent, context: context)
    }
}

/// The user's location as `UserAnnotation` gives it to its content.
public struct UserLocation {
    /// The user's location: on Linux never known.
    public var location: CLLocation?
}

/// The default view of the user's location; MapKit makes it for `UserAnnotation()`.
@MainActor @preconcurrency public struct DefaultUserAnnotationContent: View {
    nonisolated init() {}
    /// The default user location view has no body; it is never shown.
    public var body: Never { primitiveBody(Self.self) }
}

extension DefaultUserAnnotationContent: PrimitiveView {
    package func evaluate(in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext) {}
}

/// The user's location on the map.
///
/// On Linux the user's location is never known, so the annotation never appears: it is a node
/// of the evaluated tree, and its content (the default dot or a custom view) is not evaluated.
@MainActor @preconcurrency public struct UserAnnotation<Content: View> {
    let anchor: UnitPoint

    /// The user's location, shown with MapKit's own indicator.
    public init() where Content == DefaultUserAnnotationContent { anchor = .center }

    /// The user's location, shown with MapKit's own indicator placed by `anchor`.
    public init(anchor: UnitPoint = .center) where Content == EmptyView { self.anchor = anchor }

    /// The user's location, shown with a custom view.
    public init(anchor: UnitPoint = .center, @ViewBuilder content: @escaping () -> Content) {
        self.anchor = anchor
    }

    /// The user's location, shown with a custom view made from the location.
    public init(anchor: UnitPoint = .center, @ViewBuilder content: @escaping (UserLocation) -> Content) {
        self.anchor = anchor
    }
}

extension UserAnnotation: MapContent {
    /// A user annotation has no body; it is a node of the evaluated tree.
    public var body: Never { primitiveBody(Self.self) }
}

extension UserAnnotation: PrimitiveMapContent {
    func evaluateMapContent(in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext) {
        evaluator.makeNode("UserAnnotation", detail: "location unknown", parent: parent, context: context)
    }
}
