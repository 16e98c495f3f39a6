import Foundation

/// A publisher that exposes its elements as an asynchronous sequence.
///
/// The iterator subscribes when it is first asked for an element and asks the publisher for
/// one element at a time: values a subject sends while nobody awaits are missed, as with any
/// subscriber without demand.
///
/// ```swift
/// for await level in monitor.$level.values { print(level) }
/// ```
public struct AsyncPublisher<P: Publisher>: AsyncSequence where P.Failure == Never {
    public typealias Element = P.Output

    /// The iterator that produces elements of the asynchronous publisher sequence.
    public struct Iterator: AsyncIteratorProtocol {
        fileprivate let bridge: AsyncBridge<P>

        /// Produces the next element in the sequence, or `nil` once the publisher finishes.
        public mutating func next() async -> P.Output? {
            try? await bridge.next()
        }
    }

    private let publisher: P

    /// Creates a publisher that exposes elements received from an upstream publisher as an
    /// asynchronous sequence.
    public init(_ publisher: P) { self.publisher = publisher }

    /// Creates the asynchronous iterator that produces elements of this sequence.
    public func makeAsyncIterator() -> Iterator { Iterator(bridge: AsyncBridge(publisher)) }
}

/// A publisher that exposes its elements as an asynchronous sequence that throws the
/// publisher's failure.
public struct AsyncThrowingPublisher<P: Publisher>: AsyncSequence {
    public typealias Element = P.Output

    /// The iterator that produces elements of the asynchronous publisher sequence.
    public struct Iterator: AsyncIteratorProtocol {
        fileprivate let bridge: AsyncBridge<P>

        /// Produces the next element in the sequence, `nil` once the publisher finishes, or
        /// throws its failure.
        public mutating func next() async throws -> P.Output? { try await bridge.next() }
    }

    private let publisher: P

    /// Creates a publisher that exposes elements received from an upstream publisher as a
    /// throwing asynchronous sequence.
    public init(_ publisher: P) { self.publisher = publisher }

    /// Creates the asynchronous iterator that produces elements of this sequence.
    public func makeAsyncIterator() -> Iterator { Iterator(bridge: AsyncBridge(publisher)) }
}

extension Publisher where Failure == Never {
    /// The elements from the publisher, as an asynchronous sequence.
    public var values: AsyncPublisher<Self> { AsyncPublisher(self) }
}

extension Publisher {
    /// The elements from the publisher, as a throwing asynchronous sequence.
    public var values: AsyncThrowingPublisher<Self> { AsyncThrowingPublisher(self) }
}

/// The subscriber behind an async iterator: it asks for one element per `next()` and hands
/// it to the waiting continuation.
private final class AsyncBridge<P: Publisher>: Subscriber, @unchecked Sendable {
    typealias Input = P.Output
    typealias Failure = P.Failure

    private let lock = NSLock()
    private var publisher: P?
    private var subscription: (any Subscription)?
    private var waiting: CheckedContinuation<Carried<P.Output?>, any Error>?
    private var ready: [P.Output] = []
    private var ending: Subscribers.Completion<P.Failure>?

    init(_ publisher: P) { self.publisher = publisher }

    deinit { subscription?.cancel() }

    func next() async throws -> P.Output? {
        try await withCheckedThrowingContinuation { continuation in wait(with: continuation) }.value
    }

    /// Resumes `continuation` with an element already received or the end, or keeps it and
    /// asks the publisher for one more element (subscribing on the first call).
    private func wait(with continuation: CheckedContinuation<Carried<P.Output?>, any Error>) {
        lock.lock()
        if !ready.isEmpty {
            let value = ready.removeFirst()
            lock.unlock()
            return continuation.resume(returning: Carried(value))
        }
        if let ending {
            lock.unlock()
            return Self.resume(continuation, with: ending)
        }
        waiting = continuation
        let toSubscribe = publisher
        publisher = nil
        let current = subscription
        lock.unlock()
        if let toSubscribe { toSubscribe.subscribe(self) } else { current?.request(.max(1)) }
    }

    func receive(subscription: any Subscription) {
        lock.lock()
        self.subscription = subscription
        lock.unlock()
        subscription.request(.max(1))
    }

    func receive(_ input: P.Output) -> Subscribers.Demand {
        lock.lock()
        guard let continuation = waiting else {
            ready.append(input)
            lock.unlock()
            return .none
        }
        waiting = nil
        lock.unlock()
        continuation.resume(returning: Carried(input))
        return .none
    }

    func receive(completion: Subscribers.Completion<P.Failure>) {
        lock.lock()
        ending = completion
        let continuation = waiting
        waiting = nil
        subscription = nil
        lock.unlock()
        if let continuation { Self.resume(continuation, with: completion) }
    }

    private static func resume(
        _ continuation: CheckedContinuation<Carried<P.Output?>, any Error>,
        with completion: Subscribers.Completion<P.Failure>
    ) {
        switch completion {
        case .finished: continuation.resume(returning: Carried(nil))
        case .failure(let error): continuation.resume(throwing: error)
        }
    }
}

/// An element on its way from the subscriber to the task awaiting it. Combine's elements are
/// not required to be `Sendable`; the iterator hands each to the one task that asked for it.
private struct Carried<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
