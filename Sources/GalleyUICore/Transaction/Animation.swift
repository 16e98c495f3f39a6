import Foundation

/// The way a view changes over time to create a smooth visual transition.
///
/// Galley records animations in transactions, where `.transaction { }` modifiers and
/// snippets can inspect them; nothing is drawn, so nothing moves.
public struct Animation: Hashable, Sendable, CustomStringConvertible {
    /// A textual description such as `easeInOut(duration: 0.35)`.
    public let description: String

    package init(_ description: String) { self.description = description }

    /// A default animation instance.
    public static let `default` = Animation("default")
    /// An animation with a specified duration that combines ease-in and ease-out behaviors.
    public static func easeInOut(duration: Double) -> Animation {
        Animation("easeInOut(duration: \(duration))")
    }
    /// An ease-in ease-out animation with a default duration.
    public static var easeInOut: Animation { Animation("easeInOut") }
    /// An ease-in animation with a specified duration.
    public static func easeIn(duration: Double) -> Animation {
        Animation("easeIn(duration: \(duration))")
    }
    /// An ease-in animation with a default duration.
    public static var easeIn: Animation { Animation("easeIn") }
    /// An ease-out animation with a specified duration.
    public static func easeOut(duration: Double) -> Animation {
        Animation("easeOut(duration: \(duration))")
    }
    /// An ease-out animation with a default duration.
    public static var easeOut: Animation { Animation("easeOut") }
    /// A linear animation with the specified duration.
    public static func linear(duration: Double) -> Animation {
        Animation("linear(duration: \(duration))")
    }
    /// A linear animation with a default duration.
    public static var linear: Animation { Animation("linear") }
    /// A persistent spring animation with default values.
    public static var spring: Animation { Animation("spring") }
    /// A spring animation with the given response and damping.
    public static func spring(
        response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0
    )
        -> Animation
    {
        Animation("spring(response: \(response), dampingFraction: \(dampingFraction))")
    }
    /// A spring animation with the given duration and bounce. Disfavoured, so that `.spring()`
    /// picks `spring(response:dampingFraction:blendDuration:)`, as it does with SwiftUI.
    @_disfavoredOverload
    public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0)
        -> Animation
    {
        Animation("spring(duration: \(duration), bounce: \(bounce))")
    }
    /// A spring animation with a predefined duration and higher bounce.
    public static var bouncy: Animation { Animation("bouncy") }
    /// A bouncy spring with the given duration and extra bounce.
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        Animation("bouncy(duration: \(duration), extraBounce: \(extraBounce))")
    }
    /// A smooth spring animation with a predefined duration and no bounce.
    public static var smooth: Animation { Animation("smooth") }
    /// A smooth spring with the given duration and extra bounce.
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        Animation("smooth(duration: \(duration), extraBounce: \(extraBounce))")
    }
    /// A spring animation with a predefined duration and small bounce.
    public static var snappy: Animation { Animation("snappy") }
    /// A snappy spring with the given duration and extra bounce.
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        Animation("snappy(duration: \(duration), extraBounce: \(extraBounce))")
    }
    /// An interpolating spring animation with default values.
    public static var interpolatingSpring: Animation { Animation("interpolatingSpring") }
    /// An interpolating spring animation that uses a damped spring model to produce values
    /// in the range of one to zero.
    public static func interpolatingSpring(
        mass: Double = 1.0, stiffness: Double, damping: Double, initialVelocity: Double = 0.0
    ) -> Animation {
        Animation("interpolatingSpring(stiffness: \(stiffness), damping: \(damping))")
    }
    /// An interpolating spring animation with the given duration and bounce.
    public static func interpolatingSpring(
        duration: TimeInterval = 0.5, bounce: Double = 0.0, initialVelocity: Double = 0.0
    )
        -> Animation
    {
        Animation("interpolatingSpring(duration: \(duration), bounce: \(bounce))")
    }
    /// A convenience for a spring animation with a lower response value, used to drive
    /// interactive animations.
    public static var interactiveSpring: Animation { Animation("interactiveSpring") }
    /// A spring animation with a lower response value, used to drive interactive animations.
    public static func interactiveSpring(
        response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25
    ) -> Animation {
        Animation("interactiveSpring(response: \(response), dampingFraction: \(dampingFraction))")
    }
    /// An interactive spring with the given duration and extra bounce.
    @_disfavoredOverload
    public static func interactiveSpring(
        duration: TimeInterval = 0.15, extraBounce: Double = 0.0, blendDuration: TimeInterval = 0.25
    ) -> Animation {
        Animation("interactiveSpring(duration: \(duration), extraBounce: \(extraBounce))")
    }
    /// An animation created from a cubic Bézier timing curve.
    public static func timingCurve(
        _ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: TimeInterval = 0.35
    )
        -> Animation
    {
        Animation("timingCurve(\(p1x), \(p1y), \(p2x), \(p2y), duration: \(duration))")
    }

    /// Delays the start of the animation by the specified number of seconds.
    public func delay(_ delay: Double) -> Animation { Animation("\(description).delay(\(delay))") }
    /// Changes the duration of an animation by adjusting its speed.
    public func speed(_ speed: Double) -> Animation { Animation("\(description).speed(\(speed))") }
    /// Repeats the animation for a specific number of times.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        Animation("\(description).repeatCount(\(repeatCount))")
    }
    /// Repeats the animation for the lifespan of the view containing the animation.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        Animation("\(description).repeatForever")
    }
    /// Causes the animation to report logical completion after the specified duration.
    public func logicallyComplete(after duration: TimeInterval) -> Animation {
        Animation("\(description).logicallyComplete(after: \(duration))")
    }
}
