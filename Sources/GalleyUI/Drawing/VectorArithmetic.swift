import Foundation

/// A type that can serve as the animatable data of an animatable type: it can be added,
/// subtracted and scaled.
///
/// Galley does not animate, but the arithmetic is real, so code that interpolates values
/// itself gets the results SwiftUI would give.
public protocol VectorArithmetic: AdditiveArithmetic {
    /// Multiplies each component of this value by the given value.
    mutating func scale(by rhs: Double)
    /// The dot-product of this value with itself.
    var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
    /// This value with each component multiplied by `rhs`.
    public func scaled(by rhs: Double) -> Self {
        var result = self
        result.scale(by: rhs)
        return result
    }

    /// Moves this value a fraction of the way towards `other`: `amount` 0 keeps it, 1
    /// reaches `other`.
    public mutating func interpolate(towards other: Self, amount: Double) {
        self += (other - self).scaled(by: amount)
    }

    /// The value a fraction of the way from this value towards `other`.
    public func interpolated(towards other: Self, amount: Double) -> Self {
        var result = self
        result.interpolate(towards: other, amount: amount)
        return result
    }
}

extension Double: VectorArithmetic {
    /// Multiplies this value by `rhs`.
    public mutating func scale(by rhs: Double) { self *= rhs }
    /// The square of this value.
    public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
    /// Multiplies this value by `rhs`.
    public mutating func scale(by rhs: Double) { self *= Float(rhs) }
    /// The square of this value.
    public var magnitudeSquared: Double { Double(self * self) }
}

extension CGFloat: VectorArithmetic {
    /// Multiplies this value by `rhs`.
    public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
    /// The square of this value.
    public var magnitudeSquared: Double { Double(self * self) }
}

/// An empty type for animatable data: the animatable data of a type with nothing to animate.
public struct EmptyAnimatableData: VectorArithmetic, Sendable {
    /// Creates the empty value.
    public init() {}
    /// The empty value.
    public static var zero: EmptyAnimatableData { EmptyAnimatableData() }
    /// The empty value.
    public static func + (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
    /// The empty value.
    public static func - (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
    /// Nothing to scale.
    public mutating func scale(by rhs: Double) {}
    /// Zero.
    public var magnitudeSquared: Double { 0 }
}

/// A pair of animatable values, which is itself animatable.
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
    /// The first value.
    public var first: First
    /// The second value.
    public var second: Second

    /// Creates a pair.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// The pair of zeros.
    public static var zero: AnimatablePair<First, Second> { AnimatablePair(.zero, .zero) }

    /// Adds the pairs component by component.
    public static func + (lhs: Self, rhs: Self) -> Self {
        AnimatablePair(lhs.first + rhs.first, lhs.second + rhs.second)
    }
    /// Subtracts the pairs component by component.
    public static func - (lhs: Self, rhs: Self) -> Self {
        AnimatablePair(lhs.first - rhs.first, lhs.second - rhs.second)
    }
    /// Scales both components.
    public mutating func scale(by rhs: Double) {
        first.scale(by: rhs)
        second.scale(by: rhs)
    }
    /// The sum of both components' squared magnitudes.
    public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

extension AnimatablePair: Sendable where First: Sendable, Second: Sendable {}
