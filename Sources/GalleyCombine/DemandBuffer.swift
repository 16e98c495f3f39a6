import Foundation

/// The subscription that publishers and operators which produce values on their own give
/// downstream: it holds values the subscriber has not asked for yet and delivers them as
/// demand arrives, then the completion once they are all delivered.
///
/// `cancelUpstream` runs once, when the subscriber cancels or the stream ends.
final class DemandBuffer<Output, Failure: Error>: Subscription, @unchecked Sendable {
    private let lock = NSRecursiveLock()
    private var downstream: AnySubscriber<Output, Failure>?
    private var buffer: [Output] = []
    private var demand = Subscribers.Demand.none
    private var completion: Subscribers.Completion<Failure>?
    private var isDelivering = false
    private var cancelUpstream: (() -> Void)?
    /// Called with each request, for producers that wait to be asked (`Just`, sequences).
    var onRequest: ((Subscribers.Demand) -> Void)?

    init<S: Subscriber>(_ downstream: S, cancelUpstream: (() -> Void)? = nil)
    where S.Input == Output, S.Failure == Failure {
        self.downstream = AnySubscriber(downstream)
        self.cancelUpstream = cancelUpstream
    }

    /// Sets what cancels the upstream work, when it is known only after subscribing.
    func setCancelUpstream(_ cancel: @escaping () -> Void) {
        lock.lock()
        let isOver = downstream == nil
        if !isOver { cancelUpstream = cancel }
        lock.unlock()
        if isOver { cancel() }
    }

    /// Whether the subscriber is gone (cancelled or completed).
    var isFinished: Bool {
        lock.lock()
        defer { lock.unlock() }
        return downstream == nil
    }

    /// The demand not yet met.
    var outstandingDemand: Subscribers.Demand {
        lock.lock()
        defer { lock.unlock() }
        return demand
    }

    func buffer(_ value: Output) {
        lock.lock()
        guard downstream != nil, completion == nil else { return lock.unlock() }
        buffer.append(value)
        lock.unlock()
        drain()
    }

    func complete(_ completion: Subscribers.Completion<Failure>) {
        lock.lock()
        guard downstream != nil, self.completion == nil else { return lock.unlock() }
        self.completion = completion
        lock.unlock()
        drain()
    }

    func request(_ demand: Subscribers.Demand) {
        lock.lock()
        self.demand += demand
        let hook = onRequest
        lock.unlock()
        drain()
        hook?(demand)
    }

    func cancel() {
        lock.lock()
        downstream = nil
        buffer = []
        let cancel = cancelUpstream
        cancelUpstream = nil
        lock.unlock()
        cancel?()
    }

    /// Delivers what demand allows; a delivery that sends again is folded into this loop.
    private func drain() {
        lock.lock()
        guard !isDelivering else { return lock.unlock() }
        isDelivering = true
        while let target = downstream {
            if !buffer.isEmpty, demand > 0 {
                let value = buffer.removeFirst()
                demand -= 1
                lock.unlock()
                let more = target.receive(value)
                lock.lock()
                demand += more
            } else if buffer.isEmpty, let completion {
                downstream = nil
                let cancel = cancelUpstream
                cancelUpstream = nil
                lock.unlock()
                target.receive(completion: completion)
                cancel?()
                lock.lock()
            } else {
                break
            }
        }
        isDelivering = false
        lock.unlock()
    }
}
