import Foundation

/// A representation of a spring's motion: a damped harmonic oscillator, described by its
/// perceptual duration and bounce or by its mass, stiffness and damping.
///
/// The motion is computed exactly, so `value(target:initialVelocity:time:)` and its kin give
/// the positions a spring animation would pass through. Galley itself animates nothing.
public struct Spring: Hashable, Sendable {
    /// The mass of the object attached to the end of the spring.
    public let mass: Double
    /// The spring stiffness coefficient.
    public let stiffness: Double
    /// Defines how the spring's motion should be damped due to the forces of friction.
    public let damping: Double

    /// Creates a spring with the specified duration and bounce: a bounce of 0 is critically
    /// damped, above 0 it overshoots, below 0 it is over-damped.
    public init(duration: TimeInterval = 0.5, bounce: Double = 0.0) {
        let dampingRatio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        self.init(response: duration, dampingRatio: dampingRatio)
    }

    /// Creates a spring with the specified response and damping ratio.
    public init(response: Double, dampingRatio: Double) {
        mass = 1
        stiffness = pow(2 * .pi / response, 2)
        damping = 4 * .pi * dampingRatio / response
    }

    /// Creates a spring with the specified mass, stiffness, and damping; unless
    /// `allowOverDamping`, the damping is at most critical.
    public init(mass: Double = 1.0, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        self.mass = mass
        self.stiffness = stiffness
        let critical = 2 * (mass * stiffness).squareRoot()
        self.damping = allowOverDamping ? damping : min(damping, critical)
    }

    /// Creates a spring with the specified damping ratio that comes within `epsilon` of its
    /// target, and stays there, after about `settlingDuration`.
    public init(settlingDuration: TimeInterval, dampingRatio: Double, epsilon: Double = 0.001) {
        // The oscillation's envelope is e^(-ζω₀t); it falls to epsilon at the settling time.
        let ratio = max(dampingRatio, 0.01)
        let naturalFrequency = -log(epsilon) / (ratio * settlingDuration)
        self.init(response: 2 * .pi / naturalFrequency, dampingRatio: dampingRatio)
    }

    /// The perceptual duration: the period of the spring's oscillation if it were undamped.
    public var response: Double { 2 * .pi * (mass / stiffness).squareRoot() }
    /// The perceptual duration, the same as `response`.
    public var duration: TimeInterval { response }
    /// The amount of drag applied, as a fraction of the amount needed to produce critical
    /// damping.
    public var dampingRatio: Double { damping / (2 * (mass * stiffness).squareRoot()) }
    /// How bouncy the spring is: 0 when critically damped, up to 1 when undamped, negative
    /// when over-damped.
    public var bounce: Double { dampingRatio <= 1 ? 1 - dampingRatio : 1 / dampingRatio - 1 }

    /// The time for a motion to a target of 1 from rest to come within 0.001 of it for good.
    public var settlingDuration: TimeInterval { settlingDuration(target: 1.0, initialVelocity: 0.0, epsilon: 0.001) }

    /// The time for a motion to `target` to come within `epsilon` of it, and stay there.
    public func settlingDuration<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, epsilon: Double)
        -> TimeInterval
    {
        let step = 1.0 / 240
        var lastOutside = 0.0
        var time = 0.0
        while time < 60 {
            let offset = value(target: target, initialVelocity: initialVelocity, time: time) - target
            if offset.magnitudeSquared.squareRoot() >= epsilon { lastOutside = time }
            if time - lastOutside > 4 * response { break }
            time += step
        }
        return lastOutside + step
    }

    // MARK: - Motion

    /// The value of a motion from zero towards `target` after `time`.
    public func value<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        let (a, b, _, _) = coefficients(at: time)
        // The offset from the target, u(t) = a·u(0) + b·u'(0), with u(0) = -target and
        // u'(0) = the initial velocity.
        return target - target.scaled(by: a) + initialVelocity.scaled(by: b)
    }

    /// The velocity of a motion from zero towards `target` after `time`.
    public func velocity<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        let (_, _, da, db) = coefficients(at: time)
        return initialVelocity.scaled(by: db) - target.scaled(by: da)
    }

    /// The value of a motion from `fromValue` towards `toValue` after `time`.
    public func value<V: VectorArithmetic>(fromValue: V, toValue: V, initialVelocity: V, time: TimeInterval) -> V {
        fromValue + value(target: toValue - fromValue, initialVelocity: initialVelocity, time: time)
    }

    /// The velocity of a motion from `fromValue` towards `toValue` after `time`.
    public func velocity<V: VectorArithmetic>(fromValue: V, toValue: V, initialVelocity: V, time: TimeInterval) -> V {
        velocity(target: toValue - fromValue, initialVelocity: initialVelocity, time: time)
    }

    /// Moves `value` and `velocity` on by `deltaTime` in a motion towards `target`.
    public func update<V: VectorArithmetic>(value: inout V, velocity: inout V, target: V, deltaTime: TimeInterval) {
        let (a, b, da, db) = coefficients(at: deltaTime)
        let offset = value - target
        value = target + offset.scaled(by: a) + velocity.scaled(by: b)
        velocity = offset.scaled(by: da) + velocity.scaled(by: db)
    }

    /// The oscillator's response at `t` to a unit offset at rest (a) and to a unit velocity
    /// from the target (b), with their derivatives.
    private func coefficients(at t: Double) -> (a: Double, b: Double, da: Double, db: Double) {
        let omega = (stiffness / mass).squareRoot()
        let zeta = dampingRatio
        let b: Double
        let db: Double
        let a: Double
        if abs(zeta - 1) < 1e-9 {
            let decay = exp(-omega * t)
            a = (1 + omega * t) * decay
            b = t * decay
            db = (1 - omega * t) * decay
        } else if zeta < 1 {
            let sigma = zeta * omega
            let damped = omega * (1 - zeta * zeta).squareRoot()
            let decay = exp(-sigma * t)
            a = decay * (cos(damped * t) + sigma / damped * sin(damped * t))
            b = decay * sin(damped * t) / damped
            db = decay * (cos(damped * t) - sigma / damped * sin(damped * t))
        } else {
            let root = (zeta * zeta - 1).squareRoot()
            let (r1, r2) = (-omega * (zeta - root), -omega * (zeta + root))
            a = (r2 * exp(r1 * t) - r1 * exp(r2 * t)) / (r2 - r1)
            b = (exp(r2 * t) - exp(r1 * t)) / (r2 - r1)
            db = (r2 * exp(r2 * t) - r1 * exp(r1 * t)) / (r2 - r1)
        }
        return (a, b, -omega * omega * b, db)
    }
}

extension Spring {
    /// A smooth spring with a predefined duration and no bounce.
    public static var smooth: Spring { smooth() }
    /// A smooth spring with the given duration and extra bounce.
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: extraBounce)
    }
    /// A spring with a predefined duration and small amount of bounce that feels more snappy.
    public static var snappy: Spring { snappy() }
    /// A snappy spring with the given duration and extra bounce.
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: 0.15 + extraBounce)
    }
    /// A spring with a predefined duration and higher amount of bounce.
    public static var bouncy: Spring { bouncy() }
    /// A bouncy spring with the given duration and extra bounce.
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: 0.3 + extraBounce)
    }
}
