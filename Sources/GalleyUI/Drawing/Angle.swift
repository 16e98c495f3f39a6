import Foundation

/// A geometric angle, stored in radians and readable in degrees.
public struct Angle: Hashable, Comparable, Sendable, Codable {
    /// The angle in radians.
    public var radians: Double

    /// The angle in degrees.
    public var degrees: Double {
        get { radians * 180 / .pi }
        set { radians = newValue * .pi / 180 }
    }

    /// Creates a zero angle.
    public init() { radians = 0 }
    /// Creates an angle of the given radians.
    public init(radians: Double) { self.radians = radians }
    /// Creates an angle of the given degrees.
    public init(degrees: Double) { radians = degrees * .pi / 180 }

    /// An angle of the given radians.
    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
    /// An angle of the given degrees.
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
    /// A zero angle.
    public static var zero: Angle { Angle() }

    /// Whether `lhs` is the smaller angle.
    public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
}

extension Angle: Animatable {
    /// The angle in radians.
    public var animatableData: Double {
        get { radians }
        set { radians = newValue }
    }
}

// SwiftUI gives angles vector arithmetic: sums, differences, negation and scaling by a number.
extension Angle {
    /// The sum of two angles.
    public static func + (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians + rhs.radians) }
    /// The difference of two angles.
    public static func - (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians - rhs.radians) }
    /// Adds `rhs` to `lhs`.
    public static func += (lhs: inout Angle, rhs: Angle) { lhs.radians += rhs.radians }
    /// Subtracts `rhs` from `lhs`.
    public static func -= (lhs: inout Angle, rhs: Angle) { lhs.radians -= rhs.radians }
    /// The opposite angle.
    public static prefix func - (operand: Angle) -> Angle { Angle(radians: -operand.radians) }
    /// The angle scaled by a number.
    public static func * (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians * rhs) }
    /// Scales the angle by a number.
    public static func *= (lhs: inout Angle, rhs: Double) { lhs.radians *= rhs }
    /// The angle divided by a number.
    public static func / (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians / rhs) }
    /// Divides the angle by a number.
    public static func /= (lhs: inout Angle, rhs: Double) { lhs.radians /= rhs }
}
