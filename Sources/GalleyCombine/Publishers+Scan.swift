extension Publishers {
    /// A publisher that applies a closure to each element and the result of the previous
    /// call, and publishes each result.
    public struct Scan<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure
        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// The previous result, first passed to the closure.
        public let initialResult: Output
        /// A closure that takes the previous result and the next element.
        public let nextPartialResult: (Output, Upstream.Output) -> Output

        /// Creates a publisher that accumulates each element with the previous result.
        public init(
            upstream: Upstream, initialResult: Output, nextPartialResult: @escaping (Output, Upstream.Output) -> Output
        ) {
            self.upstream = upstream
            self.initialResult = initialResult
            self.nextPartialResult = nextPartialResult
        }

        public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Upstream.Failure == S.Failure {
            var accumulated = initialResult
            upstream.relay(to: subscriber) { [nextPartialResult] value in
                accumulated = nextPartialResult(accumulated, value)
                return .emit(accumulated)
            }
        }
    }

    /// A publisher that buffers items until the upstream finishes, then publishes them as one array.
    public struct Collect<Upstream: Publisher>: Publisher {
        public typealias Output = [Upstream.Output]
        public typealias Failure = Upstream.Failure
        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// Creates a publisher that collects all elements until the upstream finishes.
        public init(upstream: Upstream) { self.upstream = upstream }

        public func receive<S: Subscriber>(subscriber: S)
        where Upstream.Failure == S.Failure, S.Input == [Upstream.Output] {
            var collected: [Upstream.Output] = []
            upstream.relay(
                to: subscriber,
                step: { value in
                    collected.append(value)
                    return .skip
                }, finishing: { ([collected], .finished) })
        }
    }

    /// A publisher that buffers a maximum number of items, and publishes them as arrays of
    /// that size (and a last, shorter one when the upstream finishes).
    public struct CollectByCount<Upstream: Publisher>: Publisher {
        public typealias Output = [Upstream.Output]
        public typealias Failure = Upstream.Failure
        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// The maximum number of received elements to buffer before publishing.
        public let count: Int

        /// Creates a publisher that publishes arrays of at most `count` elements.
        public init(upstream: Upstream, count: Int) {
            self.upstream = upstream
            self.count = count
        }

        public func receive<S: Subscriber>(subscriber: S)
        where Upstream.Failure == S.Failure, S.Input == [Upstream.Output] {
            var collected: [Upstream.Output] = []
            let size = Swift.max(count, 1)
            upstream.relay(
                to: subscriber,
                step: { value in
                    collected.append(value)
                    guard collected.count == size else { return .skip }
                    defer { collected = [] }
                    return .emit(collected)
                }, finishing: { (collected.isEmpty ? [] : [collected], .finished) })
        }
    }
}

extension Publisher {
    /// Transforms elements from the upstream publisher by providing the current element to
    /// a closure along with the last value returned by the closure.
    public func scan<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T) -> Publishers.Scan<Self, T>
    {
        Publishers.Scan(upstream: self, initialResult: initialResult, nextPartialResult: nextPartialResult)
    }

    /// Collects all received elements, and emits a single array of the collection when the
    /// upstream publisher finishes.
    public func collect() -> Publishers.Collect<Self> { Publishers.Collect(upstream: self) }

    /// Collects up to the specified number of elements, and then emits a single array of the collection.
    public func collect(_ count: Int) -> Publishers.CollectByCount<Self> {
        Publishers.CollectByCount(upstream: self, count: count)
    }
}
