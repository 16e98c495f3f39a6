import Foundation

/// A key for accessing a layout value of a layout container's subviews.
///
/// ```swift
/// struct Rank: LayoutValueKey { static let defaultValue = 0 }
/// Text("Gold").layoutValue(key: Rank.self, value: 1)
/// ```
public protocol LayoutValueKey {
    /// The type of the key's value.
    associatedtype Value
    /// The default value for the key.
    static var defaultValue: Value { get }
}

/// Layout-specific properties of a layout container.
public struct LayoutProperties: Sendable {
    /// Creates a default set of properties.
    public init() {}
    /// The orientation of the containing stack-like container, if any: nil by default.
    public var stackOrientation: Axis?
}

extension View {
    /// Associates a value with a custom layout property. Recorded on the node, where a layout
    /// would read it.
    nonisolated public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        inert(".layoutValue", "\(K.self) = \(value)")
    }

    /// Sets the priority by which a parent layout should apportion space to this child.
    nonisolated public func layoutPriority(_ value: Double) -> some View {
        inert(".layoutPriority", detailNumber(value))
    }
}
