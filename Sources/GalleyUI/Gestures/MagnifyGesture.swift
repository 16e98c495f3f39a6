import Foundation

/// A gesture that recognizes a magnification motion and tracks the amount of magnification.
/// Never recognized in Galley.
nonisolated public struct MagnifyGesture: Gesture {
    /// The attributes of a magnify gesture.
    public struct Value: Equatable, Sendable {
        /// The time associated with the gesture's current event.
        public var time: Date
        /// The relative amount that the gesture has magnified by.
        public var magnification: CGFloat
        /// The current magnification velocity.
        public var velocity: CGFloat
        /// The initial anchor point of the gesture in the modified view's coordinate space.
        public var startAnchor: UnitPoint
        /// The initial center of the gesture in the modified view's coordinate space.
        public var startLocation: CGPoint
    }

    /// The minimum required delta before the gesture starts.
    public var minimumScaleDelta: CGFloat

    /// Creates a magnify gesture with a given minimum delta for the gesture to start.
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }

    /// A primitive gesture has no body.
    public var body: Never { primitiveBody(Self.self) }
}

/// A gesture that recognizes a magnification motion and tracks the amount of magnification:
/// the form SwiftUI replaced with `MagnifyGesture` in 2023. Never recognized in Galley.
nonisolated public struct MagnificationGesture: Gesture {
    /// The type representing the gesture's value: the magnification.
    public typealias Value = CGFloat

    /// The minimum required delta before the gesture starts.
    public var minimumScaleDelta: CGFloat

    /// Creates a magnification gesture with a given minimum delta for the gesture to start.
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }

    /// A primitive gesture has no body.
    public var body: Never { primitiveBody(Self.self) }
}
