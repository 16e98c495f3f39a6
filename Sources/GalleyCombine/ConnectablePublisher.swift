import Foundation

/// A publisher that provides an explicit means of connecting and canceling publication.
public protocol ConnectablePublisher<Output, Failure>: Publisher {
    /// Connects to the publisher, allowing it to proceed with publication.
    func connect() -> any Cancellable
}

extension ConnectablePublisher {
    /// Automates the process of connecting or disconnecting from this connectable publisher.
    public func autoconnect() -> Publishers.Autoconnect<Self> { Publishers.Autoconnect(self) }
}

extension Publishers {
    /// A publisher that automatically connects to an upstream connectable publisher: on its
    /// first subscriber, and again after every subscriber has cancelled.
    public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public final let upstream: Upstream
        private let lock = NSRecursiveLock()
        private var connection: (any Cancellable)?
        private var subscribers = 0

        /// Creates a publisher that automatically connects to an upstream connectable publisher.
        public init(_ upstream: Upstream) { self.upstream = upstream }

        public func receive<S: Subscriber>(subscriber: S)
        where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            upstream
                .handleEvents(receiveCancel: { [weak self] in self?.release() })
                .receive(subscriber: subscriber)
            lock.lock()
            subscribers += 1
            let connects = connection == nil
            lock.unlock()
            guard connects else { return }
            let made = upstream.connect()
            lock.lock()
            connection = made
            lock.unlock()
        }

        private func release() {
            lock.lock()
            subscribers -= 1
            let ending = subscribers == 0 ? connection : nil
            if subscribers == 0 { connection = nil }
            lock.unlock()
            ending?.cancel()
        }
    }
}
