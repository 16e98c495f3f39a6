public import GalleyCoreLocation
public import GalleyUI

/// An annotation of the maps of iOS 14 (`Map(coordinateRegion:…annotationItems:annotationContent:)`):
/// `MapPin`, `MapMarker` or `MapAnnotation`.
public protocol MapAnnotationProtocol {}

/// How the maps of iOS 14 evaluate their annotations.
@MainActor protocol LegacyMapAnnotation {
    func evaluateAnnotation(in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext)
}

/// A pin at a coordinate (the maps of iOS 14). Nothing is drawn: a node of the evaluated tree.
public struct MapPin: MapAnnotationProtocol {
    let coordinate: CLLocationCoordinate2D
    let tint: Color?

    /// A pin at `coordinate`, tinted with `tint`.
    public init(coordinate: CLLocationCoordinate2D, tint: Color? = nil) {
        self.coordinate = coordinate
        self.tint = tint
    }
}

extension MapPin: LegacyMapAnnotation {
    func evaluateAnnotation(in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext) {
        evaluator.makeNode(
            "MapPin", detail: "at \(describe(coordinate))" + (tint.map { ", tint: \($0)" } ?? ""), parent: parent,
            context: context)
    }
}

/// A balloon marker at a coordinate (the maps of iOS 14). Nothing is drawn: a node of the
/// evaluated tree.
public struct MapMarker: MapAnnotationProtocol {
    let coordinate: CLLocationCoordinate2D
    let tint: Color?

    /// A marker at `coordinate`, tinted with `tint`.
    public init(coordinate: CLLocationCoordinate2D, tint: Color? = nil) {
        self.coordinate = coordinate
        self.tint = tint
    }
}

extension MapMarker: LegacyMapAnnotation {
    func evaluateAnnotation(in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext) {
        evaluator.makeNode(
            "MapMarker", detail: "at \(describe(coordinate))" + (tint.map { ", tint: \($0)" } ?? ""), parent: parent,
            context: context)
    }
}

/// A view placed at a coordinate (the maps of iOS 14). Nothing is drawn: a node of the evaluated
/// tree with the view evaluated inside it, so its environment reads and `onAppear` happen.
public struct MapAnnotation<Content: View>: MapAnnotationProtocol {
    let coordinate: CLLocationCoordinate2D
    let anchorPoint: CGPoint
    let content: Content

    /// A view at `coordinate`, placed by `anchorPoint` in unit coordinates.
    public init(
        coordinate: CLLocationCoordinate2D, anchorPoint: CGPoint = CGPoint(x: 0.5, y: 0.5),
        @ViewBuilder content: () -> Content
    ) {
        self.coordinate = coordinate
        self.anchorPoint = anchorPoint
        self.content = content()
    }
}

extension MapAnnotation: LegacyMapAnnotation {
    func evaluateAnnotation(in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext) {
        let node = evaluator.makeNode(
            "MapAnnotation", detail: "at \(describe(coordinate))", parent: parent, context: context)
        evaluator.evaluate(content, parent: node, context: context.insideContainer(node))
    }
}
