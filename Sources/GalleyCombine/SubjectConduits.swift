import Foundation

/// The subscribers of one subject and what each has asked for: the machinery that
/// `PassthroughSubject`, `CurrentValueSubject`, `@Published` and `ObservableObjectPublisher`
/// share.
///
/// A subscriber without demand misses what is sent meanwhile, unless the subject keeps a
/// current value (`keepsLatest`): then it receives the latest value once it asks.
/// Values are delivered outside the lock, so a subscriber may send to the same subject.
final class SubjectConduits<Output, Failure: Error>: @unchecked Sendable {
    private let lock = NSRecursiveLock()
    private var conduits: [Conduit] = []
    private(set) var completion: Subscribers.Completion<Failure>?
    private let keepsLatest: Bool

    init(keepsLatest: Bool) { self.keepsLatest = keepsLatest }

    /// Connects `subscriber`; `current` is the value a current-value subject holds.
    func attach<S: Subscriber>(_ subscriber: S, current: Output?)
    where S.Input == Output, S.Failure == Failure {
        lock.lock()
        if let completion {
            lock.unlock()
            subscriber.receive(subscription: Subscriptions.empty)
            subscriber.receive(completion: completion)
            return
        }
        let conduit = Conduit(owner: self, downstream: AnySubscriber(subscriber), pending: current)
        conduits.append(conduit)
        lock.unlock()
        subscriber.receive(subscription: conduit)
    }

    /// Offers `value` to every subscriber connected now.
    func send(_ value: Output) {
        lock.lock()
        let targets = completion == nil ? conduits : []
        lock.unlock()
        for conduit in targets { conduit.offer(value, keepsLatest: keepsLatest) }
    }

    /// Ends every subscription with `completion`; later sends are ignored.
    func send(completion: Subscribers.Completion<Failure>) {
        lock.lock()
        guard self.completion == nil else { return lock.unlock() }
        self.completion = completion
        let targets = conduits
        conduits = []
        lock.unlock()
        for conduit in targets { conduit.finish(completion) }
    }

    /// Whether any subscriber is connected.
    var hasSubscribers: Bool {
        lock.lock()
        defer { lock.unlock() }
        return !conduits.isEmpty
    }

    fileprivate func detach(_ conduit: Conduit) {
        lock.lock()
        conduits.removeAll { $0 === conduit }
        lock.unlock()
    }

    /// One subscriber's connection: its demand and, for current-value subjects, the value
    /// it has not been given yet.
    final class Conduit: Subscription, @unchecked Sendable {
        private weak var owner: SubjectConduits?
        private var downstream: AnySubscriber<Output, Failure>?
        private var demand = Subscribers.Demand.none
        private var pending: Output?
        private let lock = NSRecursiveLock()

        init(owner: SubjectConduits, downstream: AnySubscriber<Output, Failure>, pending: Output?) {
            self.owner = owner
            self.downstream = downstream
            self.pending = pending
        }

        func request(_ demand: Subscribers.Demand) {
            lock.lock()
            self.demand += demand
            guard let value = pending, self.demand > 0 else { return lock.unlock() }
            pending = nil
            lock.unlock()
            deliver(value)
        }

        func offer(_ value: Output, keepsLatest: Bool) {
            lock.lock()
            guard downstream != nil else { return lock.unlock() }
            guard demand > 0 else {
                if keepsLatest { pending = value }
                return lock.unlock()
            }
            lock.unlock()
            deliver(value)
        }

        private func deliver(_ value: Output) {
            lock.lock()
            guard let downstream, demand > 0 else { return lock.unlock() }
            demand -= 1
            lock.unlock()
            let more = downstream.receive(value)
            lock.lock()
            demand += more
            lock.unlock()
        }

        func finish(_ completion: Subscribers.Completion<Failure>) {
            lock.lock()
            let target = downstream
            downstream = nil
            lock.unlock()
            target?.receive(completion: completion)
        }

        func cancel() {
            lock.lock()
            downstream = nil
            pending = nil
            lock.unlock()
            owner?.detach(self)
        }
    }
}
