/// The context of the current state-processing update.
///
/// A transaction travels with a state change to every view that change re-evaluates;
/// `.transaction { }` modifiers see it and may change it for their subtree. Set one for a
/// change with `withTransaction(_:_:)` or `withAnimation(_:_:)`.
public struct Transaction {
    package var storage = KeyedStorage()

    /// Creates a transaction.
    public init() {}

    /// Creates a transaction and assigns its animation property.
    public init(animation: Animation?) {
        self.animation = animation
    }

    /// Accesses the transaction value associated with a custom key.
    public subscript<K: TransactionKey>(key: K.Type) -> K.Value {
        get { storage.value(for: ObjectIdentifier(key)) as? K.Value ?? K.defaultValue }
        set { storage.set(newValue, for: ObjectIdentifier(key), name: entryName(of: key)) }
    }

    /// The animation, if any, associated with the current state change.
    public var animation: Animation? {
        get { self[AnimationKey.self] }
        set { self[AnimationKey.self] = newValue }
    }

    /// A Boolean value that indicates whether views should disable animations.
    public var disablesAnimations: Bool {
        get { self[DisablesAnimationsKey.self] }
        set { self[DisablesAnimationsKey.self] = newValue }
    }

    /// A Boolean value that indicates whether the transaction originated from an action
    /// that produces a sequence of values.
    public var isContinuous: Bool {
        get { self[IsContinuousKey.self] }
        set { self[IsContinuousKey.self] = newValue }
    }

    /// The transaction of the `withTransaction` block running now, if any. The runtime is
    /// single-threaded like SwiftUI's updates: read and write it on the main thread only.
    package nonisolated(unsafe) static var current: Transaction?
}

extension Transaction: CustomStringConvertible {
    /// The values set in this transaction, most recently set first.
    public var description: String { "Transaction" + storage.description }
}

private struct AnimationKey: TransactionKey {
    static var defaultValue: Animation? { nil }
}

private struct DisablesAnimationsKey: TransactionKey {
    static var defaultValue: Bool { false }
}

private struct IsContinuousKey: TransactionKey {
    static var defaultValue: Bool { false }
}
