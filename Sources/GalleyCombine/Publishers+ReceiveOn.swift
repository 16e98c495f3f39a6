extension Publishers {
    /// A publisher that delivers elements to its downstream subscriber on a specific scheduler.
    ///
    /// Each value and the completion are handed to `scheduler.schedule`: on `DispatchQueue.main`
    /// or `RunLoop.main` they arrive only when the main queue or run loop runs.
    public struct ReceiveOn<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// The scheduler the publisher uses to deliver elements.
        public let scheduler: Context
        /// Scheduler options used to customize element delivery.
        public let options: Context.SchedulerOptions?

        /// Creates a publisher that delivers elements to its downstream subscriber on a specific scheduler.
        public init(upstream: Upstream, scheduler: Context, options: Context.SchedulerOptions?) {
            self.upstream = upstream
            self.scheduler = scheduler
            self.options = options
        }

        public func receive<S: Subscriber>(subscriber: S)
        where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            let buffer = DemandBuffer<Output, Failure>(subscriber)
            let (scheduler, options) = (scheduler, options)
            let sink = Subscribers.Sink<Output, Failure>(
                receiveCompletion: { completion in scheduler.schedule(options: options) { buffer.complete(completion) }
                },
                receiveValue: { value in scheduler.schedule(options: options) { buffer.buffer(value) } })
            buffer.setCancelUpstream(sink.cancel)
            subscriber.receive(subscription: buffer)
            upstream.subscribe(sink)
        }
    }

    /// A publisher that receives elements from an upstream publisher on a specific scheduler.
    ///
    /// The subscription to the upstream is made from `scheduler.schedule`.
    public struct SubscribeOn<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// The scheduler the publisher should use to receive elements.
        public let scheduler: Context
        /// Scheduler options that customize the delivery of elements.
        public let options: Context.SchedulerOptions?

        /// Creates a publisher that receives elements from an upstream publisher on a specific scheduler.
        public init(upstream: Upstream, scheduler: Context, options: Context.SchedulerOptions?) {
            self.upstream = upstream
            self.scheduler = scheduler
            self.options = options
        }

        public func receive<S: Subscriber>(subscriber: S)
        where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            let buffer = DemandBuffer<Output, Failure>(subscriber)
            let sink = Subscribers.Sink<Output, Failure>(
                receiveCompletion: { buffer.complete($0) }, receiveValue: { buffer.buffer($0) })
            buffer.setCancelUpstream(sink.cancel)
            subscriber.receive(subscription: buffer)
            let upstream = upstream
            scheduler.schedule(options: options) { upstream.subscribe(sink) }
        }
    }
}

extension Publisher {
    /// Specifies the scheduler on which to receive elements from the publisher.
    public func receive<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil)
        -> Publishers.ReceiveOn<Self, S>
    {
        Publishers.ReceiveOn(upstream: self, scheduler: scheduler, options: options)
    }

    /// Specifies the scheduler on which to perform subscribe, cancel, and request operations.
    public func subscribe<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil)
        -> Publishers.SubscribeOn<Self, S>
    {
        Publishers.SubscribeOn(upstream: self, scheduler: scheduler, options: options)
    }
}
