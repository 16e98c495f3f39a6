import Foundation

extension Publishers {
    /// A publisher that publishes elements only after a specified time interval elapses
    /// between events.
    ///
    /// Each value starts a wait of `dueTime` on `scheduler`; the value is delivered when the
    /// wait ends without a newer one. The wait is real: on `RunLoop.main` or
    /// `DispatchQueue.main` the value arrives only if the main run loop or queue runs after
    /// `dueTime`. A value still waiting when the upstream finishes is dropped.
    public struct Debounce<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// The amount of time the publisher should wait before publishing an element.
        public let dueTime: Context.SchedulerTimeType.Stride
        /// The scheduler on which this publisher delivers elements.
        public let scheduler: Context
        /// Scheduler options that customize this publisher's delivery of elements.
        public let options: Context.SchedulerOptions?

        /// Creates a publisher that publishes elements only after a specified time interval
        /// elapses between events.
        public init(
            upstream: Upstream, dueTime: Context.SchedulerTimeType.Stride, scheduler: Context,
            options: Context.SchedulerOptions?
        ) {
            self.upstream = upstream
            self.dueTime = dueTime
            self.scheduler = scheduler
            self.options = options
        }

        public func receive<S: Subscriber>(subscriber: S)
        where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            let buffer = DemandBuffer<Output, Failure>(subscriber)
            let latest = Latest<Output>()
            let (scheduler, dueTime, options) = (scheduler, dueTime, options)
            let sink = Subscribers.Sink<Output, Failure>(
                receiveCompletion: { completion in scheduler.schedule(options: options) { buffer.complete(completion) }
                },
                receiveValue: { value in
                    let ticket = latest.replace(with: value)
                    scheduler.schedule(
                        after: scheduler.now.advanced(by: dueTime), tolerance: scheduler.minimumTolerance,
                        options: options
                    ) {
                        if let value = latest.take(ticket) { buffer.buffer(value) }
                    }
                })
            buffer.setCancelUpstream(sink.cancel)
            subscriber.receive(subscription: buffer)
            upstream.subscribe(sink)
        }
    }
}

/// The newest value a time-based operator holds, and the ticket of the wait that may deliver it.
final class Latest<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value?
    private var ticket = 0

    /// Holds `value` in place of any other; returns the ticket that can take it.
    func replace(with value: Value) -> Int {
        lock.lock()
        defer { lock.unlock() }
        self.value = value
        ticket += 1
        return ticket
    }

    /// Holds `value` only if nothing is held (for `throttle(latest: false)`).
    func keepFirst(_ value: Value) {
        lock.lock()
        defer { lock.unlock() }
        if self.value == nil { self.value = value }
    }

    /// The held value, if `ticket` is still the newest; it is no longer held afterwards.
    func take(_ ticket: Int? = nil) -> Value? {
        lock.lock()
        defer { lock.unlock() }
        guard ticket == nil || ticket == self.ticket else { return nil }
        defer { value = nil }
        return value
    }
}

extension Publisher {
    /// Publishes elements only after a specified time interval elapses between events.
    public func debounce<S: Scheduler>(
        for dueTime: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil
    ) -> Publishers.Debounce<Self, S> {
        Publishers.Debounce(upstream: self, dueTime: dueTime, scheduler: scheduler, options: options)
    }
}
