/// A key for accessing values in a transaction.
///
/// ```swift
/// extension Transaction { @Entry var isUndo = false }
/// withTransaction(\.isUndo, true) { count -= 1 }
/// ```
public protocol TransactionKey {
    /// The associated type representing the type of the transaction key's value.
    associatedtype Value
    /// The default value for the transaction key.
    static var defaultValue: Value { get }
}
