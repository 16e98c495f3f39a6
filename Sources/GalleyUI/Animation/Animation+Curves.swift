import Foundation

extension Animation {
    /// A persistent spring animation described by a spring.
    public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0.0) -> Animation {
        Animation("spring(duration: \(spring.duration), bounce: \(spring.bounce))")
    }

    /// An interpolating spring animation described by a spring.
    public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0.0) -> Animation {
        Animation("interpolatingSpring(duration: \(spring.duration), bounce: \(spring.bounce))")
    }

    /// An animation that follows a unit curve over the given duration.
    public static func timingCurve(_ curve: UnitCurve, duration: TimeInterval) -> Animation {
        Animation("timingCurve(duration: \(duration))")
    }
}

/// The criteria that determines when an animation is considered finished.
public struct AnimationCompletionCriteria: Hashable, Sendable {
    let name: String
    /// The animation has logically completed, but may still be in its long tail.
    public static let logicallyComplete = AnimationCompletionCriteria(name: "logicallyComplete")
    /// The entire animation is finished and will now be removed.
    public static let removed = AnimationCompletionCriteria(name: "removed")
}

/// Returns the result of recomputing the view's body with the provided animation, and runs
/// the completion when all animations are complete.
///
/// Galley creates no animations, so, as SwiftUI does when a change animates nothing, it runs
/// `completion` right after `body`.
public func withAnimation<Result>(
    _ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
    _ body: () throws -> Result, completion: @escaping () -> Void
) rethrows -> Result {
    let result = try withAnimation(animation, body)
    completion()
    return result
}
