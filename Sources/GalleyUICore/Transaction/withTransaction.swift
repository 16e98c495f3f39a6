/// Executes a closure with the specified transaction and returns the result.
///
/// State changed inside `body` re-evaluates the views that depend on it within
/// `transaction`, which their `.transaction { }` modifiers can read.
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result)
    rethrows -> Result
{
    let outer = Transaction.current
    Transaction.current = transaction
    defer { Transaction.current = outer }
    return try body()
}

/// Executes a closure with the specified transaction key path and value and returns the
/// result.
///
/// ```swift
/// withTransaction(\.isUndo, true) { count -= 1 }
/// ```
public func withTransaction<R, V>(
    _ keyPath: WritableKeyPath<Transaction, V>, _ value: V, _ body: () throws -> R
) rethrows -> R {
    var transaction = Transaction.current ?? Transaction()
    transaction[keyPath: keyPath] = value
    return try withTransaction(transaction, body)
}

/// Returns the result of recomputing the view's body with the provided animation.
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result)
    rethrows -> Result
{
    var transaction = Transaction.current ?? Transaction()
    transaction.animation = animation
    return try withTransaction(transaction, body)
}
