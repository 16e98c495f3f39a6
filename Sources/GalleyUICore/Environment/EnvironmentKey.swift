/// A key for accessing values in the environment.
///
/// Declare a key, then a computed property on `EnvironmentValues` that subscripts with it
/// (or let `@Entry` write both):
///
/// ```swift
/// private struct MyEnvironmentKey: EnvironmentKey {
///     static let defaultValue: String = "Default value"
/// }
/// extension EnvironmentValues {
///     var myCustomValue: String {
///         get { self[MyEnvironmentKey.self] }
///         set { self[MyEnvironmentKey.self] = newValue }
///     }
/// }
/// ```
///
/// `defaultValue` is read every time a view reads the key and no ancestor has set it, so a
/// computed default runs on every such read while a `static let` is created once.
public protocol EnvironmentKey {
    /// The associated type representing the type of the environment key's value.
    associatedtype Value
    /// The default value for the environment key.
    static var defaultValue: Value { get }
}
