public import GalleyUI

/// A view that shows a map, with the markers, annotations and overlays of its content.
///
/// Inert on Linux, as `Canvas` is: no map is drawn and no one pans, zooms or taps it. A map is a
/// node of the evaluated tree whose detail says how its camera is framed, read from the position
/// or region it was given (a bound position is read on every evaluation and never written). Its
/// content is evaluated inside it: one node per marker, annotation and overlay, with the views of
/// annotations evaluated as views are anywhere, so their environment reads, state and
/// `onAppear` happen. A map previews as a labelled box. Bounds, interaction modes, scope,
/// selection and the user location settings are recorded; a selection binding is never written.
@MainActor @preconcurrency public struct Map<Content: View>: View {
    let frame: @MainActor () -> String
    let attributes: [String: String]
    let content: Content

    init(frame: @escaping @MainActor () -> String, attributes: [String: String], content: Content) {
        self.frame = frame
        self.attributes = attributes
        self.content = content
    }

    /// A map has no body; it is a node of the evaluated tree.
    public var body: Never { primitiveBody(Self.self) }
}

extension Map: PrimitiveView {
    package func evaluate(in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext) {
        let node = evaluator.makeNode("Map", detail: frame(), parent: parent, context: context)
        node.attributes = attributes
        evaluator.evaluate(content, parent: node, context: context.insideContainer(node))
    }
}

/// The attributes a map records for the settings it was given.
private func mapAttributes(
    bounds: MapCameraBounds?, interactionModes: MapInteractionModes, scope: Namespace.ID?, selection: Bool = false
) -> [String: String] {
    var attributes: [String: String] = [:]
    if let bounds { attributes["bounds"] = bounds.summary }
    if interactionModes != .all { attributes["interactionModes"] = "\(interactionModes.rawValue)" }
    if scope != nil { attributes["scope"] = "set" }
    if selection { attributes["selection"] = "never written" }
    return attributes
}

extension Map {
    /// A map framed by `initialPosition` showing `content`.
    public init<C: MapContent>(
        initialPosition: MapCameraPosition, bounds: MapCameraBounds? = nil,
        interactionModes: MapInteractionModes = .all,
        scope: Namespace.ID? = nil, @MapContentBuilder content: () -> C
    ) where Content == MapContentView<Never, C> {
        self.init(
            frame: { "initialPosition: \(initialPosition.summary)" },
            attributes: mapAttributes(bounds: bounds, interactionModes: interactionModes, scope: scope),
            content: MapContentView(content: content()))
    }

    /// A map framed by `initialPosition`.
    public init(
        initialPosition: MapCameraPosition, bounds: MapCameraBounds? = nil,
        interactionModes: MapInteractionModes = .all,
        scope: Namespace.ID? = nil
    ) where Content == MapContentView<Never, EmptyMapContent> {
        self.init(
            initialPosition: initialPosition, bounds: bounds, interactionModes: interactionModes, scope: scope
        ) { EmptyMapContent() }
    }

    /// A map framed by `initialPosition` showing `content`, whose selection is bound to
    /// `selection`. Nothing is ever selected: the binding is not written.
    public init<SelectedValue: Hashable, C: MapContent>(
        initialPosition: MapCameraPosition, bounds: MapCameraBounds? = nil,
        interactionModes: MapInteractionModes = .all,
        selection: Binding<SelectedValue?>, scope: Namespace.ID? = nil, @MapContentBuilder content: () -> C
    ) where Content == MapContentView<SelectedValue, C> {
        self.init(
            frame: { "initialPosition: \(initialPosition.summary)" },
            attributes: mapAttributes(
                bounds: bounds, interactionModes: interactionModes, scope: scope, selection: true),
            content: MapContentView(content: content()))
    }

    /// A map framed by the position `position` holds, showing `content`. The binding is read and
    /// never written, as no one moves the map.
    public init<C: MapContent>(
        position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil,
        interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil, @MapContentBuilder content: () -> C
    ) where Content == MapContentView<Never, C> {
        self.init(
            frame: { "position: \(position.wrappedValue.summary)" },
            attributes: mapAttributes(bounds: bounds, interactionModes: interactionModes, scope: scope),
            content: MapContentView(content: content()))
    }

    /// A map framed by the position `position` holds.
    public init(
        position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil,
        interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil
    ) where Content == MapContentView<Never, EmptyMapContent> {
        self.init(position: position, bounds: bounds, interactionModes: interactionModes, scope: scope) {
            EmptyMapContent()
        }
    }

    /// A map framed by the position `position` holds, showing `content`, whose selection is
    /// bound to `selection`. Neither binding is written.
    public init<SelectedValue: Hashable, C: MapContent>(
        position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil,
        interactionModes: MapInteractionModes = .all, selection: Binding<SelectedValue?>, scope: Namespace.ID? = nil,
        @MapContentBuilder content: () -> C
    ) where Content == MapContentView<SelectedValue, C> {
        self.init(
            frame: { "position: \(position.wrappedValue.summary)" },
            attributes: mapAttributes(
                bounds: bounds, interactionModes: interactionModes, scope: scope, selection: true),
            content: MapContentView(content: content()))
    }

    /// A map framed automatically on `content`.
    public init<C: MapContent>(
        bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil,
        @MapContentBuilder content: () -> C
    ) where Content == MapContentView<Never, C> {
        self.init(
            frame: { "automatic" },
            attributes: mapAttributes(bounds: bounds, interactionModes: interactionModes, scope: scope),
            content: MapContentView(content: content()))
    }

    /// A map framed automatically.
    public init(
        bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil
    )
    where Content == MapContentView<Never, EmptyMapContent> {
        self.init(bounds: bounds, interactionModes: interactionModes, scope: scope) { EmptyMapContent() }
    }

    /// A map framed automatically on `content`, whose selection is bound to `selection`. The
    /// binding is not written.
    public init<SelectedValue: Hashable, C: MapContent>(
        bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all,
        selection: Binding<SelectedValue?>, scope: Namespace.ID? = nil, @MapContentBuilder content: () -> C
    ) where Content == MapContentView<SelectedValue, C> {
        self.init(
            frame: { "automatic" },
            attributes: mapAttributes(
                bounds: bounds, interactionModes: interactionModes, scope: scope, selection: true),
            content: MapContentView(content: content()))
    }
}

/// The content of a map: map content evaluated under the map's node.
@MainActor @preconcurrency public struct MapContentView<SelectionValue: Hashable, Content: MapContent>: View {
    let content: Content

    init(content: Content) { self.content = content }

    /// Map content has no body; its nodes go under the map's.
    public var body: Never { primitiveBody(Self.self) }
}

extension MapContentView: PrimitiveView {
    package func evaluate(in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext) {
        evaluator.evaluateMapContent(content, parent: parent, context: context)
    }
}

// MARK: - The maps of iOS 14

/// The content of a map of iOS 14 without annotations: nothing.
@MainActor @preconcurrency public struct _DefaultMapContent: View {
    init() {}
    /// It has no body.
    public var body: Never { primitiveBody(Self.self) }
}

extension _DefaultMapContent: PrimitiveView {
    package func evaluate(in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext) {}
}

/// The content of a map of iOS 14 with annotations: one annotation per item.
@MainActor @preconcurrency public struct _DefaultAnnotatedMapContent<Items: RandomAccessCollection>: View {
    let items: Items
    let identifier: (Items.Element) -> String
    let annotation: (Items.Element) -> any MapAnnotationProtocol

    init(
        items: Items, identifier: @escaping (Items.Element) -> String,
        annotation: @escaping (Items.Element) -> any MapAnnotationProtocol
    ) {
        self.items = items
        self.identifier = identifier
        self.annotation = annotation
    }

    /// It has no body; each item's annotation is a node under the map's.
    public var body: Never { primitiveBody(Self.self) }
}

extension _DefaultAnnotatedMapContent: PrimitiveView {
    package func evaluate(in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext) {
        for item in items {
            let context = context.at("[\(identifier(item))]")
            if let legacy = annotation(item) as? any LegacyMapAnnotation {
                legacy.evaluateAnnotation(in: evaluator, parent: parent, context: context)
            } else {
                evaluator.makeNode(String(describing: type(of: annotation(item))), parent: parent, context: context)
            }
        }
    }
}

/// The detail of a map of iOS 14.
@MainActor private func legacyFrame(
    _ framing: String, showsUserLocation: Bool, userTrackingMode: Binding<MapUserTrackingMode>?
) -> String {
    framing + (showsUserLocation ? ", showsUserLocation" : "")
        + (userTrackingMode.map { ", userTrackingMode: \($0.wrappedValue)" } ?? "")
}

extension Map {
    /// A map showing the region `coordinateRegion` holds (iOS 14). The binding is read and never
    /// written, as no one moves the map; the user's location is never shown, as it is never
    /// known.
    public init(
        coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all,
        showsUserLocation: Bool = false, userTrackingMode: Binding<MapUserTrackingMode>? = nil
    ) where Content == _DefaultMapContent {
        self.init(
            frame: {
                legacyFrame(
                    "coordinateRegion: \(describe(coordinateRegion.wrappedValue))",
                    showsUserLocation: showsUserLocation, userTrackingMode: userTrackingMode)
            },
            attributes: mapAttributes(bounds: nil, interactionModes: interactionModes, scope: nil),
            content: _DefaultMapContent())
    }

    /// A map showing the rectangle `mapRect` holds (iOS 14). The binding is read and never
    /// written.
    public init(
        mapRect: Binding<MKMapRect>, interactionModes: MapInteractionModes = .all, showsUserLocation: Bool = false,
        userTrackingMode: Binding<MapUserTrackingMode>? = nil
    ) where Content == _DefaultMapContent {
        self.init(
            frame: {
                legacyFrame(
                    "mapRect: \(describe(MKCoordinateRegion(mapRect.wrappedValue)))",
                    showsUserLocation: showsUserLocation, userTrackingMode: userTrackingMode)
            },
            attributes: mapAttributes(bounds: nil, interactionModes: interactionModes, scope: nil),
            content: _DefaultMapContent())
    }

    /// A map showing the region `coordinateRegion` holds with an annotation for each of
    /// `annotationItems` (iOS 14). Each annotation is a node under the map's; the views of
    /// `MapAnnotation`s are evaluated.
    public init<Items: RandomAccessCollection, Annotation: MapAnnotationProtocol>(
        coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all,
        showsUserLocation: Bool = false, userTrackingMode: Binding<MapUserTrackingMode>? = nil,
        annotationItems: Items, annotationContent: @escaping (Items.Element) -> Annotation
    ) where Content == _DefaultAnnotatedMapContent<Items>, Items.Element: Identifiable {
        self.init(
            frame: {
                legacyFrame(
                    "coordinateRegion: \(describe(coordinateRegion.wrappedValue))",
                    showsUserLocation: showsUserLocation, userTrackingMode: userTrackingMode)
            },
            attributes: mapAttributes(bounds: nil, interactionModes: interactionModes, scope: nil),
            content: _DefaultAnnotatedMapContent(
                items: annotationItems, identifier: { "\($0.id)" }, annotation: annotationContent))
    }

    /// A map showing the rectangle `mapRect` holds with an annotation for each of
    /// `annotationItems` (iOS 14).
    public init<Items: RandomAccessCollection, Annotation: MapAnnotationProtocol>(
        mapRect: Binding<MKMapRect>, interactionModes: MapInteractionModes = .all, showsUserLocation: Bool = false,
        userTrackingMode: Binding<MapUserTrackingMode>? = nil, annotationItems: Items,
        annotationContent: @escaping (Items.Element) -> Annotation
    ) where Content == _DefaultAnnotatedMapContent<Items>, Items.Element: Identifiable {
        self.init(
            frame: {
                legacyFrame(
                    "mapRect: \(describe(MKCoordinateRegion(mapRect.wrappedValue)))",
                    showsUserLocation: showsUserLocation, userTrackingMode: userTrackingMode)
            },
            attributes: mapAttributes(bounds: nil, interactionModes: interactionModes, scope: nil),
            content: _DefaultAnnotatedMapContent(
                items: annotationItems, identifier: { "\($0.id)" }, annotation: annotationContent))
    }
}
