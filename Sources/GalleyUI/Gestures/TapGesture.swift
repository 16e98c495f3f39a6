import Foundation

/// A gesture that recognizes one or more taps. Never recognized in Galley.
nonisolated public struct TapGesture: Gesture {
    /// The type representing the gesture's value.
    public typealias Value = Void

    /// The required number of tap events.
    public var count: Int

    /// Creates a tap gesture with the number of required taps.
    public init(count: Int = 1) { self.count = count }

    /// A primitive gesture has no body.
    public var body: Never { primitiveBody(Self.self) }
}

/// A gesture that recognizes one or more taps and reports their location. Never recognized
/// in Galley.
nonisolated public struct SpatialTapGesture: Gesture {
    /// The attributes of a tap gesture.
    public struct Value: Equatable, @unchecked Sendable {
        /// The location of the tap gesture's current event.
        public var location: CGPoint
    }

    /// The required number of tap events.
    public var count: Int
    /// The coordinate space in which to receive location values.
    public var coordinateSpace: CoordinateSpace

    /// Creates a tap gesture with the number of required taps and the coordinate space of
    /// the gesture's location.
    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
        self.count = count
        self.coordinateSpace = coordinateSpace
    }

    /// Creates a tap gesture with the number of required taps and the coordinate space of
    /// the gesture's location.
    public init(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local) {
        self.init(count: count, coordinateSpace: coordinateSpace.coordinateSpace)
    }

    /// A primitive gesture has no body.
    public var body: Never { primitiveBody(Self.self) }
}
