import Foundation

// The built-in transitions as `Transition` values. Each body makes no change in the
// identity phase, which is the phase Galley evaluates.

/// A transition that returns the input view, unmodified, as the output view.
nonisolated public struct IdentityTransition: Transition {
    /// Creates the transition.
    nonisolated public init() {}
    /// The content, unchanged.
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
}

/// A transition from transparent to opaque on insertion, and from opaque to transparent on
/// removal.
nonisolated public struct OpacityTransition: Transition {
    /// Creates the transition.
    nonisolated public init() {}
    /// The content, transparent unless in the identity phase.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.opacity(phase.isIdentity ? 1 : 0)
    }
}

/// Returns a transition that scales the view.
nonisolated public struct ScaleTransition: Transition {
    /// The amount to scale the view by.
    public var scale: Double
    /// The anchor point to scale the view around.
    public var anchor: UnitPoint
    /// Creates a transition that scales the view by the specified amount.
    nonisolated public init(_ scale: Double, anchor: UnitPoint = .center) {
        self.scale = scale
        self.anchor = anchor
    }
    /// The content, scaled unless in the identity phase.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.scaleEffect(phase.isIdentity ? 1 : CGFloat(scale), anchor: anchor)
    }
}

/// A transition that inserts by moving in from the leading edge, and removes by moving out
/// towards the trailing edge.
nonisolated public struct SlideTransition: Transition {
    /// Creates the transition.
    nonisolated public init() {}
    /// The content, recorded as sliding unless in the identity phase.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.modifier(PhaseRecord(name: ".slide", phase: phase))
    }
}

/// Returns a transition that moves the view away, towards the specified edge of the view.
nonisolated public struct MoveTransition: Transition {
    /// The edge to move the view towards.
    public var edge: Edge
    /// Creates a transition that moves the view away, towards the specified edge of the view.
    nonisolated public init(edge: Edge) { self.edge = edge }
    /// The content, recorded as moved unless in the identity phase.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.modifier(PhaseRecord(name: ".move", detail: "\(edge)", phase: phase))
    }
}

/// Returns a transition that offsets the view by the specified amount.
nonisolated public struct OffsetTransition: Transition {
    /// The amount to offset the view by.
    public var offset: CGSize
    /// Creates a transition that offsets the view by the specified amount.
    nonisolated public init(_ offset: CGSize) { self.offset = offset }
    /// The content, offset unless in the identity phase.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.offset(phase.isIdentity ? .zero : offset)
    }
}

/// A transition that moves the view in from the specified edge while fading it in, and out
/// towards the opposite edge while fading it out.
nonisolated public struct PushTransition: Transition {
    /// The edge from which the view will be animated in.
    public var edge: Edge
    /// Creates a transition that animates a view by moving and fading it.
    nonisolated public init(edge: Edge) { self.edge = edge }
    /// The content, recorded as pushed unless in the identity phase.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.modifier(PhaseRecord(name: ".push", detail: "\(edge)", phase: phase))
    }
}

/// A transition that animates the insertion or removal of a view by combining blurring and
/// scaling effects.
nonisolated public struct BlurReplaceTransition: Transition {
    /// Configuration properties for a transition.
    public struct Configuration: Equatable, Sendable {
        let name: String
        /// A configuration that scales the view down when it is removed and up when inserted.
        public static let downUp = Configuration(name: "downUp")
        /// A configuration that scales the view up when it is removed and down when inserted.
        public static let upUp = Configuration(name: "upUp")
    }
    /// The transition configuration.
    public var configuration: Configuration
    /// Creates a new transition.
    nonisolated public init(configuration: Configuration) { self.configuration = configuration }
    /// The content, blurred unless in the identity phase.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.blur(radius: phase.isIdentity ? 0 : 10)
    }
}

/// A composite transition that uses a different transition for insertion versus removal.
nonisolated public struct AsymmetricTransition<Insertion: Transition, Removal: Transition>: Transition {
    /// The transition that defines the appearance of a view when it is inserted.
    public var insertion: Insertion
    /// The transition that defines the appearance of a view when it is removed.
    public var removal: Removal
    /// Creates a composite transition that uses a different transition for insertion versus
    /// removal.
    nonisolated public init(insertion: Insertion, removal: Removal) {
        self.insertion = insertion
        self.removal = removal
    }
    /// The insertion transition until the view disappears, then the removal one.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        if phase == .didDisappear {
            removal.apply(content: content, phase: phase)
        } else {
            insertion.apply(content: content, phase: phase)
        }
    }
}

/// A movement that SwiftUI draws during a transition's first or last phase: recorded then,
/// nothing at identity.
nonisolated struct PhaseRecord: ViewModifier, PrimitiveModifier {
    var name: String
    var detail: String?
    var phase: TransitionPhase

    func body(content: Content) -> Never { primitiveBody(Self.self) }

    @MainActor func evaluate(
        in evaluator: Evaluator, parent: ViewNode, context: EvaluationContext,
        content: @escaping @MainActor (ViewNode, EvaluationContext) -> Void
    ) {
        guard !phase.isIdentity else { return content(parent, context) }
        let node = evaluator.makeNode(name, detail: detail, parent: parent, context: context)
        content(node, context.inside(node))
    }
}

extension Transition where Self == IdentityTransition {
    /// A transition that returns the input view, unmodified, as the output view.
    nonisolated public static var identity: IdentityTransition { IdentityTransition() }
}

extension Transition where Self == OpacityTransition {
    /// A transition from transparent to opaque on insertion, and from opaque to transparent
    /// on removal.
    nonisolated public static var opacity: OpacityTransition { OpacityTransition() }
}

extension Transition where Self == ScaleTransition {
    /// Returns a transition that scales the view.
    nonisolated public static var scale: ScaleTransition { ScaleTransition(0) }
    /// Returns a transition that scales the view by the specified amount.
    nonisolated public static func scale(_ scale: Double, anchor: UnitPoint = .center) -> ScaleTransition {
        ScaleTransition(scale, anchor: anchor)
    }
}

extension Transition where Self == SlideTransition {
    /// A transition that inserts by moving in from the leading edge, and removes by moving
    /// out towards the trailing edge.
    nonisolated public static var slide: SlideTransition { SlideTransition() }
}

extension Transition where Self == MoveTransition {
    /// Returns a transition that moves the view away, towards the specified edge of the view.
    nonisolated public static func move(edge: Edge) -> MoveTransition { MoveTransition(edge: edge) }
}

extension Transition where Self == OffsetTransition {
    /// Returns a transition that offset the view by the specified amount.
    nonisolated public static func offset(_ offset: CGSize) -> OffsetTransition { OffsetTransition(offset) }
    /// Returns a transition that offset the view by the specified x and y values.
    nonisolated public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetTransition {
        OffsetTransition(CGSize(width: x, height: y))
    }
}

extension Transition where Self == PushTransition {
    /// Creates a transition that moves the view in from the specified edge while fading it in.
    nonisolated public static func push(from edge: Edge) -> PushTransition { PushTransition(edge: edge) }
}

extension Transition where Self == BlurReplaceTransition {
    /// A transition that animates the insertion or removal of a view by combining blurring
    /// and scaling effects.
    nonisolated public static var blurReplace: BlurReplaceTransition { blurReplace() }
    /// A transition that blurs and scales the view with the given configuration.
    nonisolated public static func blurReplace(_ config: BlurReplaceTransition.Configuration = .downUp)
        -> BlurReplaceTransition
    {
        BlurReplaceTransition(configuration: config)
    }
}
