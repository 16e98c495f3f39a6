import Foundation

// Transitions and matched geometry: recorded, never animated. Galley evaluates the views
// that are present after each change; insertion and removal effects have no visible result.

/// A type-erased transition.
public struct AnyTransition: Sendable, CustomStringConvertible {
    /// The transition's name, e.g. `move(edge: leading)`.
    public let description: String
    init(_ description: String) { self.description = description }

    /// Creates a type-erased transition from a transition value.
    public init<T: Transition>(_ transition: T) { description = "\(T.self)" }

    /// A transition that returns the input view, unmodified, as the output view.
    public static let identity = AnyTransition("identity")
    /// A transition from transparent to opaque on insertion, and from opaque to transparent
    /// on removal.
    public static let opacity = AnyTransition("opacity")
    /// Returns a transition that scales the view.
    public static let scale = AnyTransition("scale")
    /// A transition that inserts by moving in from the leading edge, and removes by moving
    /// out towards the trailing edge.
    public static let slide = AnyTransition("slide")

    /// Returns a transition that scales the view.
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
        AnyTransition("scale(\(scale))")
    }
    /// Returns a transition that moves the view away, towards the specified edge of the view.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition("move(edge: \(edge))") }
    /// Creates a transition that when added to a view will animate the view's insertion by
    /// moving it in from the specified edge while fading it in.
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition("push(from: \(edge))") }
    /// Returns a transition that offset the view by the specified amount.
    public static func offset(_ offset: CGSize) -> AnyTransition {
        AnyTransition("offset(\(offset.width), \(offset.height))")
    }
    /// Returns a transition that offset the view by the specified x and y values.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition("offset(\(x), \(y))") }
    /// Provides a composite transition that uses a different transition for insertion versus
    /// removal.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition("asymmetric(\(insertion), \(removal))")
    }
    /// Returns a transition defined between an active modifier and an identity modifier.
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
        AnyTransition("modifier(\(E.self))")
    }
    /// Combines this transition with another, returning a new transition that is the result
    /// of both transitions being applied.
    public func combined(with other: AnyTransition) -> AnyTransition { AnyTransition("\(self) + \(other)") }
    /// Attaches an animation to this transition.
    public func animation(_ animation: Animation?) -> AnyTransition {
        AnyTransition("\(self).animation(\(animation.map(\.description) ?? "nil"))")
    }
}

extension View {
    /// Associates a transition with the view. Recorded; Galley does not animate.
    nonisolated public func transition(_ t: AnyTransition) -> some View { inert(".transition", t.description) }

    /// Defines a group of views with synchronized geometry using an identifier and namespace
    /// that you provide. Recorded.
    nonisolated public func matchedGeometryEffect<ID: Hashable>(
        id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
        anchor: UnitPoint = .center, isSource: Bool = true
    ) -> some View {
        inert(".matchedGeometryEffect", "\(id)")
    }

    /// Isolates the geometry (e.g. position and size) of the view from its parent view.
    /// Recorded.
    nonisolated public func geometryGroup() -> some View { inert(".geometryGroup") }
}

/// A set of view properties that may be synchronized between views using
/// `matchedGeometryEffect`.
public struct MatchedGeometryProperties: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt32
    /// Creates a set from raw bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The view's position, in window coordinates.
    public static let position = MatchedGeometryProperties(rawValue: 1)
    /// The view's size, in local coordinates.
    public static let size = MatchedGeometryProperties(rawValue: 2)
    /// Both the position and size properties.
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

/// A dynamic property type that allows access to a namespace defined by the persistent
/// identity of the object containing the property (e.g. a view).
///
/// The identifier is kept with the view's position in the evaluated tree, like `@State`.
@propertyWrapper public struct Namespace: DynamicProperty {
    /// A namespace's identifier.
    public struct ID: Hashable, Sendable {
        let id: Int
    }

    private let box: StateBox<Int>

    /// Creates a namespace.
    public init() { box = StateBox(NamespaceCounter.next()) }

    /// The namespace's identifier.
    public var wrappedValue: Namespace.ID { ID(id: box.value) }
}

extension Namespace: InstallableProperty {
    package func install(_ installation: PropertyInstallation) { box.install(installation) }
}

/// Hands out distinct namespace identifiers.
enum NamespaceCounter {
    nonisolated(unsafe) private static var last = 0
    static func next() -> Int {
        last += 1
        return last
    }
}
