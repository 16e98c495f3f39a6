/// Executes a closure with the specified transaction and returns the result.
///
/// State changed inside `body` re-evaluates the views that depend on it within
/// `transaction`, which their `.transaction { }` modifiers can read. Galley creates no
/// animations, so, as SwiftUI does when a change animates nothing, the transaction's
/// animation completions run right after `body`.
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result)
    rethrows -> Result
{
    let outer = Transaction.current
    var inner = transaction
    // Transactions made inside `body` start from this one; they must not run its
    // completions again.
    let completions = inner[AnimationCompletionsKey.self]
    inner[AnimationCompletionsKey.self] = []
    Transaction.current = inner
    defer {
        Transaction.current = outer
        for completion in completions { completion() }
    }
    return try body()
}

/// The completions `Transaction.addAnimationCompletion(criteria:_:)` adds.
package struct AnimationCompletionsKey: TransactionKey {
    package static var defaultValue: [() -> Void] { [] }
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
