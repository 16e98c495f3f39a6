import Dispatch
import Synchronization

/// Lets at most a given number of compilations proceed at once, and hands a freed slot to the
/// most urgent waiter.
///
/// A verification's critical path is: compile the run units, link them, run them; checks can
/// fill any core that path leaves idle. Compilations on that path therefore take a slot before
/// checks that have waited longer, in the order each urgency asked.
final class Slots: Sendable {
    enum Urgency: Int, CaseIterable, Sendable {
        /// On the way to a run: run batches and run units compiled alone.
        case first
        /// Everything else: check batches and units checked alone.
        case later
    }

    private struct State {
        var free: Int
        var waiting: [[DispatchSemaphore]] = Urgency.allCases.map { _ in [] }
    }

    private let state: Mutex<State>

    init(_ count: Int) { state = Mutex(State(free: max(count, 1))) }

    /// Runs `work` once a slot is free, on the calling thread, which waits until then.
    func with<Output>(_ urgency: Urgency, _ work: () throws -> Output) rethrows -> Output {
        acquire(urgency)
        defer { release() }
        return try work()
    }

    /// How many callers wait for a slot.
    var waiting: Int { state.withLock { $0.waiting.reduce(0) { $0 + $1.count } } }

    private func acquire(_ urgency: Urgency) {
        let turn: DispatchSemaphore? = state.withLock { state in
            if state.free > 0 {
                state.free -= 1
                return nil
            }
            let turn = DispatchSemaphore(value: 0)
            state.waiting[urgency.rawValue].append(turn)
            return turn
        }
        turn?.wait()
    }

    private func release() {
        state.withLock { state in
            // The slot passes straight to the next waiter, so no later arrival can take it first.
            for index in state.waiting.indices where !state.waiting[index].isEmpty {
                state.waiting[index].removeFirst().signal()
                return
            }
            state.free += 1
        }
    }
}
