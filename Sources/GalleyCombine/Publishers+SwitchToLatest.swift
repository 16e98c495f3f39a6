import Foundation

extension Publishers {
    /// A publisher that flattens nested publishers: it republishes the values of the most
    /// recent inner publisher, cancelling the one before.
    public struct SwitchToLatest<P: Publisher, Upstream: Publisher>: Publisher
    where P == Upstream.Output, P.Failure == Upstream.Failure {
        public typealias Output = P.Output
        public typealias Failure = P.Failure
        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// Creates a publisher that subscribes to each new publisher from upstream, and
        /// cancels the previous one.
        public init(upstream: Upstream) { self.upstream = upstream }

        public func receive<S: Subscriber>(subscriber: S) where P.Output == S.Input, Upstream.Failure == S.Failure {
            let state = SwitchState<Output, Failure>(subscriber)
            let sink = Subscribers.Sink<Upstream.Output, Failure>(
                receiveCompletion: { state.upstreamEnded($0) }, receiveValue: { state.switchTo($0) })
            state.keep(upstream: AnyCancellable(sink))
            upstream.subscribe(sink)
        }
    }
}

/// One `switchToLatest` subscription: the current inner publisher's subscription.
private final class SwitchState<Output, Failure: Error>: @unchecked Sendable {
    private let lock = NSRecursiveLock()
    private let buffer: DemandBuffer<Output, Failure>
    private var upstream: AnyCancellable?
    private var current: AnyCancellable?
    private var generation = 0
    private var upstreamFinished = false
    private var innerRunning = false

    init<S: Subscriber>(_ downstream: S) where S.Input == Output, S.Failure == Failure {
        buffer = DemandBuffer(downstream)
        buffer.setCancelUpstream { self.cancelAll() }
        downstream.receive(subscription: buffer)
    }

    func keep(upstream: AnyCancellable) {
        lock.lock()
        self.upstream = upstream
        lock.unlock()
    }

    func switchTo<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
        lock.lock()
        generation += 1
        let mine = generation
        let previous = current
        innerRunning = true
        lock.unlock()
        previous?.cancel()
        let sink = Subscribers.Sink<Output, Failure>(
            receiveCompletion: { [weak self] in self?.innerEnded(mine, $0) },
            receiveValue: { [weak self] in self?.buffer.buffer($0) })
        lock.lock()
        current = AnyCancellable(sink)
        lock.unlock()
        publisher.subscribe(sink)
    }

    func upstreamEnded(_ completion: Subscribers.Completion<Failure>) {
        if case .failure = completion { return buffer.complete(completion) }
        lock.lock()
        upstreamFinished = true
        let done = !innerRunning
        lock.unlock()
        if done { buffer.complete(.finished) }
    }

    private func innerEnded(_ which: Int, _ completion: Subscribers.Completion<Failure>) {
        if case .failure = completion { return buffer.complete(completion) }
        lock.lock()
        guard which == generation else { return lock.unlock() }
        innerRunning = false
        let done = upstreamFinished
        lock.unlock()
        if done { buffer.complete(.finished) }
    }

    private func cancelAll() {
        lock.lock()
        let all = [upstream, current]
        upstream = nil
        current = nil
        lock.unlock()
        for cancellable in all { cancellable?.cancel() }
    }
}

extension Publisher where Output: Publisher, Output.Failure == Failure {
    /// Republishes elements sent by the most recently received publisher.
    public func switchToLatest() -> Publishers.SwitchToLatest<Output, Self> {
        Publishers.SwitchToLatest(upstream: self)
    }
}
