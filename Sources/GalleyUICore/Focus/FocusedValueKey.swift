/// A protocol for identifier types used when publishing and observing focused values.
///
/// Unlike `EnvironmentKey`, it has no default value: a focused value is `nil` whenever
/// nothing in the focused part of the scene publishes it.
public protocol FocusedValueKey {
    /// The type of value the key identifies.
    associatedtype Value
}
