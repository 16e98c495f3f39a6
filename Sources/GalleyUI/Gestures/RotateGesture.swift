import Foundation

/// A gesture that recognizes a rotation motion and tracks the angle of the rotation. Never
/// recognized in Galley.
nonisolated public struct RotateGesture: Gesture {
    /// The attributes of a rotation gesture.
    public struct Value: Equatable, Sendable {
        /// The time associated with the gesture's current event.
        public var time: Date
        /// The relative amount that the gesture has rotated by.
        public var rotation: Angle
        /// The current rotation velocity.
        public var velocity: Angle
        /// The initial anchor point of the gesture in the modified view's coordinate space.
        public var startAnchor: UnitPoint
        /// The initial center of the gesture in the modified view's coordinate space.
        public var startLocation: CGPoint
    }

    /// The minimum delta required before the gesture succeeds.
    public var minimumAngleDelta: Angle

    /// Creates a rotation gesture with a minimum delta for the gesture to start.
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }

    /// A primitive gesture has no body.
    public var body: Never { primitiveBody(Self.self) }
}

/// A gesture that recognizes a rotation motion and tracks the angle of the rotation: the form
/// SwiftUI replaced with `RotateGesture` in 2023. Never recognized in Galley.
nonisolated public struct RotationGesture: Gesture {
    /// The type representing the gesture's value: the rotation.
    public typealias Value = Angle

    /// The minimum delta required before the gesture succeeds.
    public var minimumAngleDelta: Angle

    /// Creates a rotation gesture with a minimum delta for the gesture to start.
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }

    /// A primitive gesture has no body.
    public var body: Never { primitiveBody(Self.self) }
}
