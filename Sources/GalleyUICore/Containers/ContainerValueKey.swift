/// A key for accessing container values.
///
/// A container value set on a view with `containerValue(_:_:)` is read by the nearest
/// container, through `Subview.containerValues`.
public protocol ContainerValueKey {
    /// The associated type representing the type of the container value key's value.
    associatedtype Value
    /// The default value for the container value key.
    static var defaultValue: Value { get }
}
