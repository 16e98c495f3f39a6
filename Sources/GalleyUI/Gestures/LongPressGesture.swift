import Foundation

/// A gesture that succeeds when the user performs a long press. Never recognized in Galley.
nonisolated public struct LongPressGesture: Gesture {
    /// The type representing the gesture's value: whether the press is still down.
    public typealias Value = Bool

    /// The minimum duration of the long press that must elapse before the gesture succeeds.
    public var minimumDuration: Double
    /// The maximum distance that the long press can move before the gesture fails.
    public var maximumDistance: CGFloat

    /// Creates a long-press gesture with a minimum duration and a maximum distance that the
    /// interaction can move before the gesture fails.
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }

    /// A primitive gesture has no body.
    public var body: Never { primitiveBody(Self.self) }
}
