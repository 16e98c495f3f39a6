/// Represents a type of haptic and/or audio feedback that can be played.
public struct SensoryFeedback: Equatable, Sendable, CustomStringConvertible {
    /// The category of the indicated weight of an impact.
    public struct Weight: Equatable, Sendable {
        private let name: String
        /// Indicates a collision between small or lightweight UI objects.
        public static let light = Weight(name: "light")
        /// Indicates a collision between medium-sized or medium-weight UI objects.
        public static let medium = Weight(name: "medium")
        /// Indicates a collision between large or heavyweight UI objects.
        public static let heavy = Weight(name: "heavy")
    }

    /// The category of flexibility of an impact.
    public struct Flexibility: Equatable, Sendable {
        private let name: String
        /// Indicates a collision between hard or inflexible UI objects.
        public static let rigid = Flexibility(name: "rigid")
        /// Indicates a collision between solid UI objects of medium flexibility.
        public static let solid = Flexibility(name: "solid")
        /// Indicates a collision between soft or flexible UI objects.
        public static let soft = Flexibility(name: "soft")
    }

    public let description: String

    /// Indicates that a task or action has completed.
    public static let success = SensoryFeedback(description: "success")
    /// Indicates that a task or action has produced a warning of some kind.
    public static let warning = SensoryFeedback(description: "warning")
    /// Indicates that an error has occurred.
    public static let error = SensoryFeedback(description: "error")
    /// Indicates that a UI element's values are changing.
    public static let selection = SensoryFeedback(description: "selection")
    /// Indicates that an important value increased above a significant threshold.
    public static let increase = SensoryFeedback(description: "increase")
    /// Indicates that an important value decreased below a significant threshold.
    public static let decrease = SensoryFeedback(description: "decrease")
    /// Indicates that an activity started.
    public static let start = SensoryFeedback(description: "start")
    /// Indicates that an activity stopped.
    public static let stop = SensoryFeedback(description: "stop")
    /// Indicates the alignment of a dragged item.
    public static let alignment = SensoryFeedback(description: "alignment")
    /// Indicates movement between discrete levels of pressure.
    public static let levelChange = SensoryFeedback(description: "levelChange")
    /// Indicates a drawn path has completed and/or recognized.
    public static let pathComplete = SensoryFeedback(description: "pathComplete")
    /// Provides a physical metaphor you can use to complement a visual experience.
    public static let impact = SensoryFeedback(description: "impact")

    /// Provides a physical metaphor you can use to complement a visual experience, with a
    /// weight and an intensity.
    public static func impact(weight: Weight = .medium, intensity: Double = 1.0) -> SensoryFeedback {
        SensoryFeedback(description: "impact")
    }

    /// Provides a physical metaphor you can use to complement a visual experience, with a
    /// flexibility and an intensity.
    public static func impact(flexibility: Flexibility, intensity: Double = 1.0) -> SensoryFeedback {
        SensoryFeedback(description: "impact")
    }
}

extension View {
    /// Plays the specified feedback when the provided trigger value changes. Galley plays
    /// nothing; the modifier is recorded.
    nonisolated public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View {
        inert(".sensoryFeedback", feedback.description)
    }

    /// Plays the specified feedback when the provided trigger value changes and the condition
    /// closure returns true.
    nonisolated public func sensoryFeedback<T: Equatable>(
        _ feedback: SensoryFeedback, trigger: T, condition: @escaping (_ oldValue: T, _ newValue: T) -> Bool
    ) -> some View {
        inert(".sensoryFeedback", feedback.description)
    }

    /// Plays feedback when returned from the feedback closure after the provided trigger
    /// value changes.
    nonisolated public func sensoryFeedback<T: Equatable>(
        trigger: T, _ feedback: @escaping (_ oldValue: T, _ newValue: T) -> SensoryFeedback?
    ) -> some View {
        inert(".sensoryFeedback")
    }

    /// Plays feedback when returned from the feedback closure after the provided trigger
    /// value changes.
    nonisolated public func sensoryFeedback<T: Equatable>(trigger: T, _ feedback: @escaping () -> SensoryFeedback?)
        -> some View
    {
        inert(".sensoryFeedback")
    }
}
