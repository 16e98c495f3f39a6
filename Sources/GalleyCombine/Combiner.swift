import Foundation

/// The shared machinery of operators that join several upstreams (`merge`,
/// `combineLatest`, `zip`): it subscribes to each with unlimited demand and holds what its
/// subscriber has not asked for yet (`DemandBuffer`). A failure of any upstream ends the
/// stream and cancels the others.
final class Combiner<Output, Failure: Error>: @unchecked Sendable {
    enum Mode {
        /// Every value of every upstream, as it comes.
        case merge
        /// The latest value of each upstream, once each has sent one, at every new value.
        case latest
        /// The oldest unused value of each upstream, once each has one.
        case zip
    }

    private let lock = NSRecursiveLock()
    private let mode: Mode
    private let buffer: DemandBuffer<Output, Failure>
    private let combine: ([Any]) -> Output
    private var queues: [[Any]]
    private var finished: [Bool]
    private var cancellables: [AnyCancellable] = []

    init<S: Subscriber>(_ mode: Mode, count: Int, downstream: S, combine: @escaping ([Any]) -> Output)
    where S.Input == Output, S.Failure == Failure {
        self.mode = mode
        self.combine = combine
        queues = Array(repeating: [], count: count)
        finished = Array(repeating: false, count: count)
        buffer = DemandBuffer(downstream)
        buffer.setCancelUpstream { self.cancelAll() }
        downstream.receive(subscription: buffer)
    }

    /// Subscribes to the upstream at `index`.
    func attach<P: Publisher>(_ upstream: P, at index: Int) where P.Failure == Failure {
        let sink = Subscribers.Sink<P.Output, Failure>(
            receiveCompletion: { [weak self] in self?.complete($0, at: index) },
            receiveValue: { [weak self] in self?.receive($0, at: index) })
        lock.lock()
        cancellables.append(AnyCancellable(sink))
        lock.unlock()
        upstream.subscribe(sink)
    }

    private func receive(_ value: Any, at index: Int) {
        lock.lock()
        var ready: Output?
        switch mode {
        case .merge:
            lock.unlock()
            return buffer.buffer(value as! Output)
        case .latest:
            queues[index] = [value]
            if queues.allSatisfy({ !$0.isEmpty }) { ready = combine(queues.map { $0[0] }) }
        case .zip:
            queues[index].append(value)
            if queues.allSatisfy({ !$0.isEmpty }) {
                ready = combine(queues.map { $0[0] })
                for slot in queues.indices { queues[slot].removeFirst() }
            }
        }
        let endsZip = mode == .zip && finished.indices.contains { finished[$0] && queues[$0].isEmpty }
        lock.unlock()
        if let ready { buffer.buffer(ready) }
        if endsZip { buffer.complete(.finished) }
    }

    private func complete(_ completion: Subscribers.Completion<Failure>, at index: Int) {
        if case .failure = completion { return buffer.complete(completion) }
        lock.lock()
        finished[index] = true
        let done =
            switch mode {
            case .merge, .latest: finished.allSatisfy { $0 }
            case .zip: queues[index].isEmpty
            }
        lock.unlock()
        if done { buffer.complete(.finished) }
    }

    private func cancelAll() {
        lock.lock()
        let all = cancellables
        cancellables = []
        lock.unlock()
        for cancellable in all { cancellable.cancel() }
    }
}
