import Foundation

extension Publishers {
    /// A publisher that publishes either the most-recent or first element published by the
    /// upstream publisher in a specified time interval.
    ///
    /// A value that arrives when no interval is open is delivered through `scheduler` at once
    /// and opens an interval; values during it are held (the latest or the first) and the one
    /// held is delivered when it closes, through a real wait on `scheduler`.
    public struct Throttle<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// The interval in which to find and emit the most recent element.
        public let interval: Context.SchedulerTimeType.Stride
        /// The scheduler on which to publish elements.
        public let scheduler: Context
        /// A Boolean value indicating whether to publish the most recent element.
        public let latest: Bool

        /// Creates a publisher that publishes either the most-recent or first element
        /// published by the upstream publisher in a specified time interval.
        public init(upstream: Upstream, interval: Context.SchedulerTimeType.Stride, scheduler: Context, latest: Bool) {
            self.upstream = upstream
            self.interval = interval
            self.scheduler = scheduler
            self.latest = latest
        }

        public func receive<S: Subscriber>(subscriber: S)
        where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            let buffer = DemandBuffer<Output, Failure>(subscriber)
            let gate = ThrottleGate<Output, Context>(scheduler: scheduler, interval: interval, keepsLatest: latest) {
                buffer.buffer($0)
            }
            let sink = Subscribers.Sink<Output, Failure>(
                receiveCompletion: { completion in gate.scheduler.schedule { buffer.complete(completion) } },
                receiveValue: { gate.offer($0) })
            buffer.setCancelUpstream(sink.cancel)
            subscriber.receive(subscription: buffer)
            upstream.subscribe(sink)
        }
    }
}

/// One `throttle` subscription's interval: whether it is open, and the value held for its end.
private final class ThrottleGate<Value, Context: Scheduler>: @unchecked Sendable {
    let scheduler: Context
    private let interval: Context.SchedulerTimeType.Stride
    private let keepsLatest: Bool
    private let deliver: (Value) -> Void
    private let held = Latest<Value>()
    private let lock = NSLock()
    private var isOpen = false

    init(
        scheduler: Context, interval: Context.SchedulerTimeType.Stride, keepsLatest: Bool,
        deliver: @escaping (Value) -> Void
    ) {
        self.scheduler = scheduler
        self.interval = interval
        self.keepsLatest = keepsLatest
        self.deliver = deliver
    }

    func offer(_ value: Value) {
        lock.lock()
        let opens = !isOpen
        isOpen = true
        lock.unlock()
        guard opens else {
            if keepsLatest { _ = held.replace(with: value) } else { held.keepFirst(value) }
            return
        }
        scheduler.schedule { self.deliver(value) }
        closeLater()
    }

    private func closeLater() {
        scheduler.schedule(after: scheduler.now.advanced(by: interval), tolerance: scheduler.minimumTolerance) {
            if let value = self.held.take() {
                self.deliver(value)
                self.closeLater()
            } else {
                self.lock.lock()
                self.isOpen = false
                self.lock.unlock()
            }
        }
    }
}

extension Publisher {
    /// Publishes either the most-recent or first element published by the upstream
    /// publisher in the specified time interval.
    public func throttle<S: Scheduler>(for interval: S.SchedulerTimeType.Stride, scheduler: S, latest: Bool)
        -> Publishers.Throttle<Self, S>
    {
        Publishers.Throttle(upstream: self, interval: interval, scheduler: scheduler, latest: latest)
    }
}
