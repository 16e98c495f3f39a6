extension Publishers {
    /// A publisher that replaces any errors in the stream with a provided element.
    public struct ReplaceError<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Never
        /// The element with which to replace errors from the upstream publisher.
        public let output: Upstream.Output
        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// Creates a publisher that replaces any error with `output`, then finishes.
        public init(upstream: Upstream, output: Upstream.Output) {
            self.upstream = upstream
            self.output = output
        }

        public func receive<S: Subscriber>(subscriber: S) where Upstream.Output == S.Input, S.Failure == Never {
            let output = output
            upstream.subscribe(
                StepRelay<Output, Upstream.Failure, Output, Never>(
                    subscriber, step: { .emit($0) }, failure: { _ in ([output], .finished) }))
        }
    }

    /// A publisher that handles errors from an upstream publisher by replacing the failed
    /// publisher with another publisher.
    public struct Catch<Upstream: Publisher, NewPublisher: Publisher>: Publisher
    where Upstream.Output == NewPublisher.Output {
        public typealias Output = Upstream.Output
        public typealias Failure = NewPublisher.Failure
        /// The publisher that this publisher receives elements from.
        public let upstream: Upstream
        /// A closure that accepts the upstream failure as input and returns a publisher to
        /// replace the upstream publisher.
        public let handler: (Upstream.Failure) -> NewPublisher

        /// Creates a publisher that handles errors from an upstream publisher by replacing
        /// the failed publisher with another publisher.
        public init(upstream: Upstream, handler: @escaping (Upstream.Failure) -> NewPublisher) {
            self.upstream = upstream
            self.handler = handler
        }

        public func receive<S: Subscriber>(subscriber: S)
        where NewPublisher.Failure == S.Failure, NewPublisher.Output == S.Input {
            let buffer = DemandBuffer<Output, Failure>(subscriber)
            let handler = handler
            var replacement: AnyCancellable?
            let sink = Subscribers.Sink<Output, Upstream.Failure>(
                receiveCompletion: { completion in
                    switch completion {
                    case .finished: buffer.complete(.finished)
                    case .failure(let error):
                        replacement = handler(error).sink(
                            receiveCompletion: { buffer.complete($0) }, receiveValue: { buffer.buffer($0) })
                    }
                }, receiveValue: { buffer.buffer($0) })
            buffer.setCancelUpstream {
                sink.cancel()
                replacement?.cancel()
            }
            subscriber.receive(subscription: buffer)
            upstream.subscribe(sink)
        }
    }
}

extension Publisher {
    /// Replaces any errors in the stream with the provided element, then finishes.
    public func replaceError(with output: Output) -> Publishers.ReplaceError<Self> {
        Publishers.ReplaceError(upstream: self, output: output)
    }

    /// Handles errors from an upstream publisher by replacing it with another publisher.
    public func `catch`<P: Publisher>(_ handler: @escaping (Failure) -> P) -> Publishers.Catch<Self, P>
    where Output == P.Output {
        Publishers.Catch(upstream: self, handler: handler)
    }
}
