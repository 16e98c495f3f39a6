import Foundation

extension Publishers {
    /// A publisher that transforms elements from an upstream publisher into a new publisher,
    /// and republishes the values of each.
    ///
    /// At most `maxPublishers` inner publishers run at once: the upstream is asked for
    /// another value each time one of them finishes.
    public struct FlatMap<NewPublisher: Publisher, Upstream: Publisher>: Publisher
    where NewPublisher.Failure == Upstream.Failure {
        public typealias Output = NewPublisher.Output
        public typealias Failure = Upstream.Failure
        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// The maximum number of concurrent publisher subscriptions.
        public let maxPublishers: Subscribers.Demand
        /// A closure that takes an element as a parameter and returns a publisher that
        /// produces elements of that type.
        public let transform: (Upstream.Output) -> NewPublisher

        /// Creates a publisher that transforms elements from an upstream publisher into a new publisher.
        public init(
            upstream: Upstream, maxPublishers: Subscribers.Demand,
            transform: @escaping (Upstream.Output) -> NewPublisher
        ) {
            self.upstream = upstream
            self.maxPublishers = maxPublishers
            self.transform = transform
        }

        public func receive<S: Subscriber>(subscriber: S)
        where NewPublisher.Output == S.Input, Upstream.Failure == S.Failure {
            let state = FlatMapState<Output, Failure>(subscriber)
            let transform = transform
            let maxPublishers = maxPublishers
            upstream.subscribe(
                AnySubscriber<Upstream.Output, Failure>(
                    receiveSubscription: { subscription in
                        state.upstream = subscription
                        subscription.request(maxPublishers)
                    },
                    receiveValue: { value in
                        state.start(transform(value))
                        return .none
                    }, receiveCompletion: { state.upstreamEnded($0) }))
        }
    }
}

/// One `flatMap` subscription: its inner publishers and whether the upstream has ended.
private final class FlatMapState<Output, Failure: Error>: @unchecked Sendable {
    private let lock = NSRecursiveLock()
    private let buffer: DemandBuffer<Output, Failure>
    var upstream: (any Subscription)?
    private var inner: [CombineIdentifier: AnyCancellable] = [:]
    private var upstreamFinished = false

    init<S: Subscriber>(_ downstream: S) where S.Input == Output, S.Failure == Failure {
        buffer = DemandBuffer(downstream)
        buffer.setCancelUpstream { self.cancelAll() }
        downstream.receive(subscription: buffer)
    }

    func start<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
        let id = CombineIdentifier()
        let sink = Subscribers.Sink<Output, Failure>(
            receiveCompletion: { [weak self] completion in self?.innerEnded(id, completion) },
            receiveValue: { [weak self] in self?.buffer.buffer($0) })
        lock.lock()
        inner[id] = AnyCancellable(sink)
        lock.unlock()
        publisher.subscribe(sink)
    }

    func upstreamEnded(_ completion: Subscribers.Completion<Failure>) {
        if case .failure = completion { return buffer.complete(completion) }
        lock.lock()
        upstreamFinished = true
        let done = inner.isEmpty
        lock.unlock()
        if done { buffer.complete(.finished) }
    }

    private func innerEnded(_ id: CombineIdentifier, _ completion: Subscribers.Completion<Failure>) {
        if case .failure = completion { return buffer.complete(completion) }
        lock.lock()
        inner[id] = nil
        let done = upstreamFinished && inner.isEmpty
        let source = upstream
        lock.unlock()
        if done { buffer.complete(.finished) } else { source?.request(.max(1)) }
    }

    private func cancelAll() {
        lock.lock()
        let all = Array(inner.values)
        inner = [:]
        let source = upstream
        upstream = nil
        lock.unlock()
        source?.cancel()
        for cancellable in all { cancellable.cancel() }
    }
}

extension Publisher {
    /// Transforms all elements from an upstream publisher into a new publisher up to a
    /// maximum number of publishers you specify.
    public func flatMap<T, P: Publisher>(
        maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
    ) -> Publishers.FlatMap<P, Self> where T == P.Output, Failure == P.Failure {
        Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers, transform: transform)
    }
}

extension Publisher where Failure == Never {
    /// Transforms all elements from an upstream publisher that never fails into a new
    /// publisher that may fail.
    public func flatMap<P: Publisher>(
        maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
    ) -> Publishers.FlatMap<P, Publishers.SetFailureType<Self, P.Failure>> {
        Publishers.FlatMap(
            upstream: setFailureType(to: P.Failure.self), maxPublishers: maxPublishers, transform: transform)
    }

    /// Transforms all elements from an upstream publisher that never fails into a new
    /// publisher that never fails.
    public func flatMap<P: Publisher>(
        maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
    ) -> Publishers.FlatMap<P, Self> where P.Failure == Never {
        Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers, transform: transform)
    }
}

extension Publisher {
    /// Transforms all elements from an upstream publisher into a new publisher that never
    /// fails, keeping this publisher's failure type.
    public func flatMap<P: Publisher>(
        maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
    ) -> Publishers.FlatMap<Publishers.SetFailureType<P, Failure>, Self> where P.Failure == Never {
        Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers) {
            transform($0).setFailureType(to: Failure.self)
        }
    }
}
