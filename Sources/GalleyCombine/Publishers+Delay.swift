extension Publishers {
    /// A publisher that delays delivery of elements and completion to the downstream receiver.
    ///
    /// Each value and the completion wait `interval` on `scheduler`, for real: on
    /// `RunLoop.main` or `DispatchQueue.main` they arrive only if the main run loop or queue
    /// runs after that time.
    public struct Delay<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        /// The publisher that this publisher receives elements from.
        public let upstream: Upstream
        /// The amount of time to delay.
        public let interval: Context.SchedulerTimeType.Stride
        /// The allowed tolerance in firing delayed events.
        public let tolerance: Context.SchedulerTimeType.Stride
        /// The scheduler to deliver the delayed events.
        public let scheduler: Context
        /// Options relevant to the scheduler's behavior.
        public let options: Context.SchedulerOptions?

        /// Creates a publisher that delays delivery of elements and completion.
        public init(
            upstream: Upstream, interval: Context.SchedulerTimeType.Stride, tolerance: Context.SchedulerTimeType.Stride,
            scheduler: Context, options: Context.SchedulerOptions? = nil
        ) {
            self.upstream = upstream
            self.interval = interval
            self.tolerance = tolerance
            self.scheduler = scheduler
            self.options = options
        }

        public func receive<S: Subscriber>(subscriber: S)
        where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            let buffer = DemandBuffer<Output, Failure>(subscriber)
            let (scheduler, interval, tolerance, options) = (scheduler, interval, tolerance, options)
            func later(_ action: @escaping () -> Void) {
                scheduler.schedule(
                    after: scheduler.now.advanced(by: interval), tolerance: tolerance, options: options, action)
            }
            let sink = Subscribers.Sink<Output, Failure>(
                receiveCompletion: { completion in later { buffer.complete(completion) } },
                receiveValue: { value in later { buffer.buffer(value) } })
            buffer.setCancelUpstream(sink.cancel)
            subscriber.receive(subscription: buffer)
            upstream.subscribe(sink)
        }
    }
}

extension Publisher {
    /// Delays delivery of all output to the downstream receiver by a specified amount of time
    /// on a particular scheduler.
    public func delay<S: Scheduler>(
        for interval: S.SchedulerTimeType.Stride, tolerance: S.SchedulerTimeType.Stride? = nil, scheduler: S,
        options: S.SchedulerOptions? = nil
    ) -> Publishers.Delay<Self, S> {
        Publishers.Delay(
            upstream: self, interval: interval, tolerance: tolerance ?? scheduler.minimumTolerance,
            scheduler: scheduler, options: options)
    }
}
