import Foundation

/// What an operator that handles each value on its own does with one upstream value.
enum OperatorStep<Output, Failure: Error> {
    /// Passes a value downstream.
    case emit(Output)
    /// Drops the value (the operator asks upstream for another in its place).
    case skip
    /// Passes a value downstream, then finishes.
    case emitAndFinish(Output)
    /// Finishes without a value.
    case finish
    /// Fails with an error.
    case fail(Failure)
}

/// The link an operator that handles each value on its own (`map`, `filter`, `scan`,
/// `prefix`...) puts between its upstream and its subscriber: it is the subscriber's
/// subscription, and the downstream's requests go upstream unchanged.
final class StepRelay<Input, UpstreamFailure: Error, Output, Failure: Error>: Subscriber, Subscription,
    @unchecked Sendable
{
    private let lock = NSRecursiveLock()
    private var downstream: AnySubscriber<Output, Failure>?
    private var upstream: (any Subscription)?
    private let step: (Input) -> OperatorStep<Output, Failure>
    /// What happens when the upstream fails: the values to send first (`replaceError`), then
    /// how the stream ends.
    private let failure: (UpstreamFailure) -> Ending
    /// What happens at the upstream's normal end: the values an operator held back
    /// (`collect`), then how the stream ends.
    private let finishing: () -> Ending

    typealias Ending = (values: [Output], completion: Subscribers.Completion<Failure>)

    init<S: Subscriber>(
        _ downstream: S, step: @escaping (Input) -> OperatorStep<Output, Failure>,
        failure: @escaping (UpstreamFailure) -> Ending,
        finishing: @escaping () -> Ending = { ([], .finished) }
    ) where S.Input == Output, S.Failure == Failure {
        self.downstream = AnySubscriber(downstream)
        self.step = step
        self.failure = failure
        self.finishing = finishing
    }

    func receive(subscription: any Subscription) {
        lock.lock()
        guard upstream == nil, let downstream else {
            lock.unlock()
            return subscription.cancel()
        }
        upstream = subscription
        lock.unlock()
        downstream.receive(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        lock.lock()
        guard let downstream else {
            lock.unlock()
            return .none
        }
        lock.unlock()
        switch step(input) {
        case .emit(let value): return downstream.receive(value)
        case .skip: return .max(1)
        case .emitAndFinish(let value):
            _ = downstream.receive(value)
            end(.finished, cancellingUpstream: true)
        case .finish: end(.finished, cancellingUpstream: true)
        case .fail(let error): end(.failure(error), cancellingUpstream: true)
        }
        return .none
    }

    func receive(completion: Subscribers.Completion<UpstreamFailure>) {
        let (values, ending) =
            switch completion {
            case .finished: finishing()
            case .failure(let error): failure(error)
            }
        lock.lock()
        let target = downstream
        lock.unlock()
        for value in values { _ = target?.receive(value) }
        end(ending, cancellingUpstream: false)
    }

    func request(_ demand: Subscribers.Demand) {
        lock.lock()
        let target = upstream
        lock.unlock()
        target?.request(demand)
    }

    func cancel() {
        lock.lock()
        let target = upstream
        upstream = nil
        downstream = nil
        lock.unlock()
        target?.cancel()
    }

    private func end(_ completion: Subscribers.Completion<Failure>, cancellingUpstream: Bool) {
        lock.lock()
        let target = downstream
        let source = upstream
        downstream = nil
        upstream = nil
        lock.unlock()
        if cancellingUpstream { source?.cancel() }
        target?.receive(completion: completion)
    }
}

extension Publisher {
    /// Subscribes `subscriber` through a relay that applies `step` to each value and passes
    /// failures on unchanged.
    func relay<S: Subscriber>(
        to subscriber: S, step: @escaping (Output) -> OperatorStep<S.Input, S.Failure>,
        finishing: @escaping () -> (values: [S.Input], completion: Subscribers.Completion<S.Failure>) = {
            ([], .finished)
        }
    ) where S.Failure == Failure {
        subscribe(
            StepRelay<Output, Failure, S.Input, S.Failure>(
                subscriber, step: step, failure: { ([], .failure($0)) }, finishing: finishing))
    }
}
