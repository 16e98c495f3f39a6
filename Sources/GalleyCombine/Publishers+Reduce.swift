extension Publishers {
    /// A publisher that applies a closure to all received elements and produces an
    /// accumulated value when the upstream publisher finishes.
    public struct Reduce<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure
        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// The initial value provided on the first invocation of the closure.
        public let initial: Output
        /// A closure that takes the previously-accumulated value and the next element from the
        /// upstream publisher to produce a new value.
        public let nextPartialResult: (Output, Upstream.Output) -> Output

        /// Creates a publisher that accumulates the upstream elements and publishes the result
        /// when the upstream finishes.
        public init(
            upstream: Upstream, initial: Output, nextPartialResult: @escaping (Output, Upstream.Output) -> Output
        ) {
            self.upstream = upstream
            self.initial = initial
            self.nextPartialResult = nextPartialResult
        }

        public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Upstream.Failure == S.Failure {
            var accumulated = initial
            upstream.relay(
                to: subscriber,
                step: { [nextPartialResult] value in
                    accumulated = nextPartialResult(accumulated, value)
                    return .skip
                }, finishing: { ([accumulated], .finished) })
        }
    }

    /// A publisher that republishes all non-nil results of calling an error-throwing closure
    /// with each received element.
    public struct TryCompactMap<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = any Error
        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// An error-throwing closure that receives values from the upstream publisher and
        /// returns optional values.
        public let transform: (Upstream.Output) throws -> Output?

        /// Creates a publisher that republishes all non-nil results of an error-throwing
        /// closure; an error it throws ends the stream with that error.
        public init(upstream: Upstream, transform: @escaping (Upstream.Output) throws -> Output?) {
            self.upstream = upstream
            self.transform = transform
        }

        public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, S.Failure == any Error {
            let transform = transform
            upstream.subscribe(
                StepRelay<Upstream.Output, Upstream.Failure, Output, any Error>(
                    subscriber,
                    step: { value in
                        do { return try transform(value).map { .emit($0) } ?? .skip } catch { return .fail(error) }
                    }, failure: { ([], .failure($0)) }))
        }
    }

    /// A publisher that handles errors from an upstream publisher by replacing the failed
    /// publisher with another publisher or producing a new error.
    public struct TryCatch<Upstream: Publisher, NewPublisher: Publisher>: Publisher
    where Upstream.Output == NewPublisher.Output {
        public typealias Output = Upstream.Output
        public typealias Failure = any Error
        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// A closure that accepts the upstream failure as input and either returns a publisher
        /// to replace the upstream publisher or throws an error.
        public let handler: (Upstream.Failure) throws -> NewPublisher

        /// Creates a publisher that handles errors from an upstream publisher by replacing
        /// the failed publisher with another publisher or by throwing an error.
        public init(upstream: Upstream, handler: @escaping (Upstream.Failure) throws -> NewPublisher) {
            self.upstream = upstream
            self.handler = handler
        }

        public func receive<S: Subscriber>(subscriber: S) where NewPublisher.Output == S.Input, S.Failure == any Error {
            let buffer = DemandBuffer<Output, any Error>(subscriber)
            let handler = handler
            var replacement: AnyCancellable?
            let sink = Subscribers.Sink<Output, Upstream.Failure>(
                receiveCompletion: { completion in
                    switch completion {
                    case .finished: buffer.complete(.finished)
                    case .failure(let error):
                        do {
                            replacement = try handler(error).sink(
                                receiveCompletion: { ending in
                                    switch ending {
                                    case .finished: buffer.complete(.finished)
                                    case .failure(let error): buffer.complete(.failure(error))
                                    }
                                }, receiveValue: { buffer.buffer($0) })
                        } catch {
                            buffer.complete(.failure(error))
                        }
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
    /// Applies a closure that collects each element of a stream and publishes a final result
    /// upon completion.
    public func reduce<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T)
        -> Publishers.Reduce<Self, T>
    {
        Publishers.Reduce(upstream: self, initial: initialResult, nextPartialResult: nextPartialResult)
    }

    /// Calls an error-throwing closure with each received element and publishes any returned
    /// optional that has a value.
    public func tryCompactMap<T>(_ transform: @escaping (Output) throws -> T?) -> Publishers.TryCompactMap<Self, T> {
        Publishers.TryCompactMap(upstream: self, transform: transform)
    }

    /// Handles errors from an upstream publisher by either replacing it with another
    /// publisher or throwing a new error.
    public func tryCatch<P: Publisher>(_ handler: @escaping (Failure) throws -> P) -> Publishers.TryCatch<Self, P>
    where Output == P.Output {
        Publishers.TryCatch(upstream: self, handler: handler)
    }
}

extension Publishers.CompactMap {
    /// Calls a closure with each received element and publishes any returned optional that
    /// has a value; the two closures are combined into one operator, as in Combine.
    public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> Publishers.CompactMap<Upstream, T> {
        let first = self.transform
        return Publishers.CompactMap(upstream: upstream) { first($0).flatMap(transform) }
    }

    /// Transforms all elements with a closure; combined with this operator's closure.
    public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.CompactMap<Upstream, T> {
        let first = self.transform
        return Publishers.CompactMap(upstream: upstream) { first($0).map(transform) }
    }
}

extension Publishers.TryCompactMap {
    /// Calls an error-throwing closure with each received element and publishes any returned
    /// optional that has a value; combined with this operator's closure.
    public func compactMap<T>(_ transform: @escaping (Output) throws -> T?) -> Publishers.TryCompactMap<Upstream, T> {
        let first = self.transform
        return Publishers.TryCompactMap(upstream: upstream) { try first($0).flatMap(transform) }
    }
}

extension Just {
    /// The output transformed by `transform`, published if it has a value: computed at once,
    /// as Combine's specialization does.
    public func compactMap<T>(_ transform: (Output) -> T?) -> Optional<T>.Publisher {
        Optional<T>.Publisher(transform(output))
    }
}

extension Just where Output: Equatable {
    /// This publisher itself: one value has no duplicates.
    public func removeDuplicates() -> Just<Output> { self }
}

extension Publishers.Sequence {
    /// A publisher of the non-nil results of `transform` on the sequence, computed at once.
    public func compactMap<T>(_ transform: (Publishers.Sequence<Elements, Failure>.Output) -> T?)
        -> Publishers.Sequence<[T], Failure>
    {
        Publishers.Sequence<[T], Failure>(sequence: sequence.compactMap(transform))
    }
}

extension Publishers.Sequence where Elements.Element: Equatable {
    /// A publisher of the sequence without consecutive duplicates, computed at once.
    public func removeDuplicates() -> Publishers.Sequence<[Publishers.Sequence<Elements, Failure>.Output], Failure> {
        var result: [Elements.Element] = []
        for element in sequence where result.last != element { result.append(element) }
        return Publishers.Sequence<[Elements.Element], Failure>(sequence: result)
    }
}
