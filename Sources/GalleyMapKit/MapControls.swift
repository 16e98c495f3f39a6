public import GalleyUI

/// A map control: a view that MapKit draws over a map.
@MainActor protocol MapControl {
    /// The control's name in the evaluated tree.
    var controlName: String { get }
}

extension MapControl {
    /// Adds the control's node: a leaf, previewed as a labelled box. Every control is evaluated so.
    package func evaluate(in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext) {
        evaluator.makeNode(controlName, parent: parent, context: context)
    }
}

/// A compass that shows a map's heading and turns it north when tapped. Inert: a node of the
/// evaluated tree; no map turns.
@MainActor @preconcurrency public struct MapCompass: View, MapControl {
    /// A compass for the map of `scope`, or for the map whose `mapControls` hold it.
    public init(scope: Namespace.ID? = nil) {}
    var controlName: String { "MapCompass" }
    /// A control has no body; it is a node of the evaluated tree.
    public var body: Never { primitiveBody(Self.self) }
}

/// A scale bar for a map's zoom. Inert: a node of the evaluated tree.
@MainActor @preconcurrency public struct MapScaleView: View, MapControl {
    /// A scale that grows from `anchorEdge`, for the map of `scope`.
    public init(anchorEdge: HorizontalEdge = .leading, scope: Namespace.ID? = nil) {}
    var controlName: String { "MapScaleView" }
    /// A control has no body; it is a node of the evaluated tree.
    public var body: Never { primitiveBody(Self.self) }
}

/// A button that frames a map on the user's location. Inert: a node of the evaluated tree; the
/// location is never known on Linux.
@MainActor @preconcurrency public struct MapUserLocationButton: View, MapControl {
    /// A button for the map of `scope`.
    public init(scope: Namespace.ID? = nil) {}
    var controlName: String { "MapUserLocationButton" }
    /// A control has no body; it is a node of the evaluated tree.
    public var body: Never { primitiveBody(Self.self) }
}

/// A button that tilts a map or flattens it. Inert: a node of the evaluated tree.
@MainActor @preconcurrency public struct MapPitchToggle: View, MapControl {
    /// A toggle for the map of `scope`.
    public init(scope: Namespace.ID? = nil) {}
    var controlName: String { "MapPitchToggle" }
    /// A control has no body; it is a node of the evaluated tree.
    public var body: Never { primitiveBody(Self.self) }
}

/// Buttons that zoom a map in and out. Inert: a node of the evaluated tree.
@MainActor @preconcurrency public struct MapZoomStepper: View, MapControl {
    /// A stepper for the map of `scope`.
    public init(scope: Namespace.ID? = nil) {}
    var controlName: String { "MapZoomStepper" }
    /// A control has no body; it is a node of the evaluated tree.
    public var body: Never { primitiveBody(Self.self) }
}

extension MapCompass: PrimitiveView {}
extension MapScaleView: PrimitiveView {}
extension MapUserLocationButton: PrimitiveView {}
extension MapPitchToggle: PrimitiveView {}
extension MapZoomStepper: PrimitiveView {}

/// The names of the MapKit controls in `value`, looking through tuples, conditionals and
/// modifiers; other views are left out, as MapKit ignores them in `mapControls`.
@MainActor private func controlNames(in value: Any, depth: Int = 0) -> [String] {
    if let control = value as? any MapControl { return [control.controlName] }
    guard depth < 8 else { return [] }
    // `TupleView` keeps its views twice, as its tuple and as an array (`views`).
    return Mirror(reflecting: value).children.filter { $0.label != "views" }.flatMap {
        controlNames(in: $0.value, depth: depth + 1)
    }
}

extension View {
    /// The controls MapKit draws over the maps inside this view. Recorded with the names of the
    /// MapKit controls `content` holds (other views are ignored, as MapKit ignores them); no
    /// control is drawn.
    @MainActor @preconcurrency public func mapControls(@ViewBuilder _ content: () -> some View) -> some View {
        let names = controlNames(in: content())
        return inert(".mapControls", names.isEmpty ? nil : names.joined(separator: ", "))
    }

    /// Whether the map controls inside this view are shown. Recorded.
    @MainActor @preconcurrency public func mapControlVisibility(_ visibility: Visibility) -> some View {
        inert(".mapControlVisibility", "\(visibility)")
    }

    /// Ties the maps and map controls inside this view to `scope`. Recorded.
    @MainActor @preconcurrency public func mapScope(_ scope: Namespace.ID) -> some View {
        inert(".mapScope")
    }

    /// An action for when a map's camera changes. Never called on Linux, where no camera moves;
    /// recorded with its frequency.
    @MainActor @preconcurrency public func onMapCameraChange(
        frequency: MapCameraUpdateFrequency = .onEnd, _ action: @escaping () -> Void
    ) -> some View {
        inert(".onMapCameraChange", frequency.name)
    }

    /// An action for when a map's camera changes, given the new camera. Never called on Linux,
    /// where no camera moves; recorded with its frequency.
    @MainActor @preconcurrency public func onMapCameraChange(
        frequency: MapCameraUpdateFrequency = .onEnd, _ action: @escaping (MapCameraUpdateContext) -> Void
    ) -> some View {
        inert(".onMapCameraChange", frequency.name)
    }
}
