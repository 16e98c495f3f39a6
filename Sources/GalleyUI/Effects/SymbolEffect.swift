// Symbol effects (SwiftUI re-exports them from the Symbols framework): the protocols, the
// options, the common effects and the `symbolEffect` modifiers. Galley animates nothing:
// each modifier records the effect, and whether it is active or the value it follows.

/// An effect that can be applied to a symbol image.
public protocol SymbolEffect: Hashable, Sendable {}

/// A symbol effect that applies indefinitely, while it is active.
public protocol IndefiniteSymbolEffect: SymbolEffect {}

/// A symbol effect that plays once, each time a value changes.
public protocol DiscreteSymbolEffect: SymbolEffect {}

/// Options that configure how a symbol effect plays.
public struct SymbolEffectOptions: Hashable, Sendable, CustomStringConvertible {
    /// The options' description, e.g. `repeat(2)`.
    public let description: String
    /// The default options.
    public static let `default` = SymbolEffectOptions(description: "default")
    /// Options that prefer the effect to repeat.
    public static let repeating = SymbolEffectOptions(description: "repeating")
    /// Options that prefer the effect not to repeat.
    public static let nonRepeating = SymbolEffectOptions(description: "nonRepeating")
    /// Options that prefer the effect to repeat `count` times.
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { .init(description: "repeat(\(count))") }
    /// Options that play the effect at `speed` times its normal speed.
    public static func speed(_ speed: Double) -> SymbolEffectOptions { .init(description: "speed(\(speed))") }
    /// These options, set to repeat `count` times.
    public func `repeat`(_ count: Int) -> SymbolEffectOptions { .init(description: description + ".repeat(\(count))") }
    /// These options, played at `speed` times the normal speed.
    public func speed(_ speed: Double) -> SymbolEffectOptions { .init(description: description + ".speed(\(speed))") }
}

/// A symbol effect that applies a transitory scaling, or bounce, to the layers of a symbol.
public struct BounceSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, CustomStringConvertible {
    /// The effect's description, e.g. `bounce.up`.
    public let description: String
    /// The effect, bouncing up.
    public var up: BounceSymbolEffect { .init(description: description + ".up") }
    /// The effect, bouncing down.
    public var down: BounceSymbolEffect { .init(description: description + ".down") }
    /// The effect, applied layer by layer.
    public var byLayer: BounceSymbolEffect { .init(description: description + ".byLayer") }
    /// The effect, applied to the whole symbol at once.
    public var wholeSymbol: BounceSymbolEffect { .init(description: description + ".wholeSymbol") }
}

/// A symbol effect that fades the opacity of some or all layers of a symbol.
public struct PulseSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, CustomStringConvertible {
    /// The effect's description, e.g. `pulse.byLayer`.
    public let description: String
    /// The effect, applied layer by layer.
    public var byLayer: PulseSymbolEffect { .init(description: description + ".byLayer") }
    /// The effect, applied to the whole symbol at once.
    public var wholeSymbol: PulseSymbolEffect { .init(description: description + ".wholeSymbol") }
}

/// A symbol effect that replaces the opacity of variable layers in a repeating pattern.
public struct VariableColorSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, CustomStringConvertible {
    /// The effect's description, e.g. `variableColor.iterative`.
    public let description: String
    /// The effect, enabling one layer at a time.
    public var iterative: VariableColorSymbolEffect { .init(description: description + ".iterative") }
    /// The effect, enabling each layer and leaving it enabled.
    public var cumulative: VariableColorSymbolEffect { .init(description: description + ".cumulative") }
    /// The effect, reversing each time it repeats.
    public var reversing: VariableColorSymbolEffect { .init(description: description + ".reversing") }
    /// The effect, without reversing.
    public var nonReversing: VariableColorSymbolEffect { .init(description: description + ".nonReversing") }
}

/// A symbol effect that scales a symbol.
public struct ScaleSymbolEffect: IndefiniteSymbolEffect, CustomStringConvertible {
    /// The effect's description, e.g. `scale.up`.
    public let description: String
    /// The effect, scaling up.
    public var up: ScaleSymbolEffect { .init(description: description + ".up") }
    /// The effect, scaling down.
    public var down: ScaleSymbolEffect { .init(description: description + ".down") }
    /// The effect, applied layer by layer.
    public var byLayer: ScaleSymbolEffect { .init(description: description + ".byLayer") }
    /// The effect, applied to the whole symbol at once.
    public var wholeSymbol: ScaleSymbolEffect { .init(description: description + ".wholeSymbol") }
}

/// A symbol effect that makes a symbol swell and settle, as if breathing.
public struct BreatheSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, CustomStringConvertible {
    /// The effect's description, e.g. `breathe.plain`.
    public let description: String
    /// The effect, scaling the symbol.
    public var plain: BreatheSymbolEffect { .init(description: description + ".plain") }
    /// The effect, scaling the symbol and fading its layers.
    public var pulse: BreatheSymbolEffect { .init(description: description + ".pulse") }
    /// The effect, applied layer by layer.
    public var byLayer: BreatheSymbolEffect { .init(description: description + ".byLayer") }
    /// The effect, applied to the whole symbol at once.
    public var wholeSymbol: BreatheSymbolEffect { .init(description: description + ".wholeSymbol") }
}

/// A symbol effect that turns a symbol, or the layers that rotate within it.
public struct RotateSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, CustomStringConvertible {
    /// The effect's description, e.g. `rotate.clockwise`.
    public let description: String
    /// The effect, turning clockwise.
    public var clockwise: RotateSymbolEffect { .init(description: description + ".clockwise") }
    /// The effect, turning counter-clockwise.
    public var counterClockwise: RotateSymbolEffect { .init(description: description + ".counterClockwise") }
    /// The effect, applied layer by layer.
    public var byLayer: RotateSymbolEffect { .init(description: description + ".byLayer") }
    /// The effect, applied to the whole symbol at once.
    public var wholeSymbol: RotateSymbolEffect { .init(description: description + ".wholeSymbol") }
}

/// A symbol effect that moves or turns a symbol back and forth for a moment.
public struct WiggleSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, CustomStringConvertible {
    /// The effect's description, e.g. `wiggle.up`.
    public let description: String
    /// The effect, moving vertically, up first.
    public var up: WiggleSymbolEffect { .init(description: description + ".up") }
    /// The effect, moving vertically, down first.
    public var down: WiggleSymbolEffect { .init(description: description + ".down") }
    /// The effect, moving horizontally, left first.
    public var left: WiggleSymbolEffect { .init(description: description + ".left") }
    /// The effect, moving horizontally, right first.
    public var right: WiggleSymbolEffect { .init(description: description + ".right") }
    /// The effect, moving horizontally, forward in the locale's direction first.
    public var forward: WiggleSymbolEffect { .init(description: description + ".forward") }
    /// The effect, moving horizontally, backward in the locale's direction first.
    public var backward: WiggleSymbolEffect { .init(description: description + ".backward") }
    /// The effect, turning, clockwise first.
    public var clockwise: WiggleSymbolEffect { .init(description: description + ".clockwise") }
    /// The effect, turning, counter-clockwise first.
    public var counterClockwise: WiggleSymbolEffect { .init(description: description + ".counterClockwise") }
    /// The effect, applied layer by layer.
    public var byLayer: WiggleSymbolEffect { .init(description: description + ".byLayer") }
    /// The effect, applied to the whole symbol at once.
    public var wholeSymbol: WiggleSymbolEffect { .init(description: description + ".wholeSymbol") }
}

extension SymbolEffect where Self == BreatheSymbolEffect {
    /// A breathe effect.
    public static var breathe: BreatheSymbolEffect { .init(description: "breathe") }
}

extension SymbolEffect where Self == RotateSymbolEffect {
    /// A rotate effect.
    public static var rotate: RotateSymbolEffect { .init(description: "rotate") }
}

extension SymbolEffect where Self == WiggleSymbolEffect {
    /// A wiggle effect.
    public static var wiggle: WiggleSymbolEffect { .init(description: "wiggle") }
}

extension SymbolEffect where Self == BounceSymbolEffect {
    /// A bounce effect.
    public static var bounce: BounceSymbolEffect { .init(description: "bounce") }
}

extension SymbolEffect where Self == PulseSymbolEffect {
    /// A pulse effect.
    public static var pulse: PulseSymbolEffect { .init(description: "pulse") }
}

extension SymbolEffect where Self == VariableColorSymbolEffect {
    /// A variable color effect.
    public static var variableColor: VariableColorSymbolEffect { .init(description: "variableColor") }
}

extension SymbolEffect where Self == ScaleSymbolEffect {
    /// A scale effect.
    public static var scale: ScaleSymbolEffect { .init(description: "scale") }
}

extension View {
    /// Applies an indefinite symbol effect to symbol images within this view while
    /// `isActive` is true. Recorded with the effect and whether it is active.
    nonisolated public func symbolEffect<T: IndefiniteSymbolEffect & SymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true
    ) -> some View {
        inert(".symbolEffect", "\(effect)" + (isActive ? "" : " inactive"))
    }

    /// Applies a discrete symbol effect to symbol images within this view, played each time
    /// `value` changes. Recorded with the effect and the value.
    nonisolated public func symbolEffect<T: DiscreteSymbolEffect & SymbolEffect, U: Equatable>(
        _ effect: T, options: SymbolEffectOptions = .default, value: U
    ) -> some View {
        inert(".symbolEffect", "\(effect) value: \(describe(value))")
    }
}
