import Foundation

extension Publishers {
    /// A publisher that shares the output of an upstream publisher with multiple subscribers.
    ///
    /// The first subscriber connects it to the upstream; later subscribers receive what the
    /// upstream sends from then on; when the last one cancels, the upstream is cancelled.
    public final class Share<Upstream: Publisher>: Publisher, Equatable {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        private let subject = PassthroughSubject<Output, Failure>()
        private let lock = NSRecursiveLock()
        private var connection: AnyCancellable?
        private var subscribers = 0

        /// Creates a publisher that shares the output of an upstream publisher.
        public init(upstream: Upstream) { self.upstream = upstream }

        public func receive<S: Subscriber>(subscriber: S)
        where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            subject
                .handleEvents(receiveCancel: { [weak self] in self?.release() })
                .receive(subscriber: subscriber)
            lock.lock()
            subscribers += 1
            let connects = connection == nil
            if connects { connection = AnyCancellable {} }
            lock.unlock()
            if connects {
                let subject = subject
                let sink = upstream.sink(
                    receiveCompletion: { subject.send(completion: $0) }, receiveValue: { subject.send($0) })
                lock.lock()
                connection = sink
                lock.unlock()
            }
        }

        private func release() {
            lock.lock()
            subscribers -= 1
            let disconnect = subscribers == 0 ? connection : nil
            if subscribers == 0 { connection = nil }
            lock.unlock()
            disconnect?.cancel()
        }

        public static func == (lhs: Share, rhs: Share) -> Bool { lhs === rhs }
    }
}

extension Publisher {
    /// Shares the output of an upstream publisher with multiple subscribers.
    public func share() -> Publishers.Share<Self> { Publishers.Share(upstream: self) }
}
