/// A geometric angle whose value you access in either radians or degrees.
@frozen public struct Angle: Hashable, Comparable, Sendable, Codable {
    /// The angle in radians.
    public var radians: Double

    /// The angle in degrees.
    public var degrees: Double {
        get { radians * 180 / .pi }
        set { radians = newValue * .pi / 180 }
    }

    /// Creates an angle of zero.
    public init() { radians = 0 }
    /// Creates an angle with the given radians.
    public init(radians: Double) { self.radians = radians }
    /// Creates an angle with the given degrees.
    public init(degrees: Double) { radians = degrees * .pi / 180 }

    /// An angle of zero.
    public static let zero = Angle()
    /// Returns an angle with the given radians.
    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
    /// Returns an angle with the given degrees.
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }

    /// The data to animate: the angle in radians.
    public var animatableData: Double {
        get { radians }
        set { radians = newValue }
    }

    public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
    /// The sum of two angles.
    public static func + (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians + rhs.radians) }
    /// The difference of two angles.
    public static func - (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians - rhs.radians) }
    /// The opposite angle.
    public static prefix func - (angle: Angle) -> Angle { Angle(radians: -angle.radians) }
    /// Adds an angle to another.
    public static func += (lhs: inout Angle, rhs: Angle) { lhs.radians += rhs.radians }
    /// Subtracts an angle from another.
    public static func -= (lhs: inout Angle, rhs: Angle) { lhs.radians -= rhs.radians }
    /// An angle scaled by a factor.
    public static func * (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians * rhs) }
    /// Scales an angle by a factor.
    public static func *= (lhs: inout Angle, rhs: Double) { lhs.radians *= rhs }
}
