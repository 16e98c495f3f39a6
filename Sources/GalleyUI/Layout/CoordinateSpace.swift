import Foundation

/// A resolved coordinate space created by the coordinate space protocol.
public enum CoordinateSpace: Hashable {
    /// The global coordinate space at the root of the view hierarchy.
    case global
    /// The local coordinate space of the current view.
    case local
    /// A named reference to a view's local coordinate space.
    case named(AnyHashable)

    /// Whether this is the global coordinate space.
    public var isGlobal: Bool { self == .global }
    /// Whether this is the local coordinate space.
    public var isLocal: Bool { self == .local }
}

/// A frame of reference within the layout system.
public protocol CoordinateSpaceProtocol {
    /// The resolved coordinate space.
    var coordinateSpace: CoordinateSpace { get }
}

/// The global coordinate space at the root of the view hierarchy.
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
    /// Creates the global coordinate space.
    public init() {}
    /// `.global`.
    public var coordinateSpace: CoordinateSpace { .global }
}

/// The local coordinate space of the current view.
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
    /// Creates the local coordinate space.
    public init() {}
    /// `.local`.
    public var coordinateSpace: CoordinateSpace { .local }
}

/// A named coordinate space, which a view declares with `coordinateSpace(_:)`.
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable {
    let name: AnyHashable
    /// `.named` with the space's name.
    public var coordinateSpace: CoordinateSpace { .named(name) }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    /// Creates a named coordinate space using the given value.
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace(name: name) }
    /// The named coordinate space of the nearest scroll view.
    public static var scrollView: NamedCoordinateSpace { NamedCoordinateSpace(name: "scrollView") }
    /// The named coordinate space of the nearest scroll view scrolling along `axis`.
    public static func scrollView(axis: Axis) -> NamedCoordinateSpace {
        NamedCoordinateSpace(name: "scrollView(\(axis))")
    }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    /// The global coordinate space at the root of the view hierarchy.
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    /// The local coordinate space of the current view.
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension View {
    /// Assigns a name to the view's coordinate space. Recorded.
    nonisolated public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
        inert(".coordinateSpace", "\(name.name)")
    }

    /// Assigns a name to the view's coordinate space (deprecated in SwiftUI in favour of
    /// `coordinateSpace(_:)`). Recorded.
    nonisolated public func coordinateSpace<T: Hashable>(name: T) -> some View {
        inert(".coordinateSpace", "\(name)")
    }
}
