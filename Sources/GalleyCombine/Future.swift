import Foundation

/// A publisher that eventually produces a single value and then finishes or fails.
///
/// The closure runs once, when the future is created; every subscriber, before or after the
/// promise is fulfilled, receives the same result.
public final class Future<Output, Failure: Error>: Publisher {
    /// A type that represents a closure to invoke in the future, when an element or error
    /// is available.
    public typealias Promise = (Result<Output, Failure>) -> Void

    private let lock = NSRecursiveLock()
    private var result: Result<Output, Failure>?
    private var waiting: [DemandBuffer<Output, Failure>] = []

    /// Creates a publisher that invokes a promise closure when the publisher emits an element.
    public init(_ attemptToFulfill: @escaping (@escaping Promise) -> Void) {
        attemptToFulfill { [weak self] result in self?.fulfill(result) }
    }

    private func fulfill(_ result: Result<Output, Failure>) {
        lock.lock()
        guard self.result == nil else { return lock.unlock() }
        self.result = result
        let targets = waiting
        waiting = []
        lock.unlock()
        for buffer in targets { Self.deliver(result, to: buffer) }
    }

    public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
        let buffer = DemandBuffer<Output, Failure>(subscriber)
        subscriber.receive(subscription: buffer)
        lock.lock()
        if let result {
            lock.unlock()
            Self.deliver(result, to: buffer)
        } else {
            waiting.append(buffer)
            lock.unlock()
        }
    }

    private static func deliver(_ result: Result<Output, Failure>, to buffer: DemandBuffer<Output, Failure>) {
        switch result {
        case .success(let value):
            buffer.buffer(value)
            buffer.complete(.finished)
        case .failure(let error):
            buffer.complete(.failure(error))
        }
    }
}
