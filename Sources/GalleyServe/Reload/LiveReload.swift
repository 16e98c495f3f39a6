import Foundation
import Synchronization

/// Tells open browser tabs to reload, over server-sent events at `/__galley/events`.
///
/// Each successful or failed rebuild bumps a generation number; every connected stream
/// wakes up and sends `event: reload`. A stream thread blocks on a semaphore of its own (a
/// signal, never a lock: the state is behind one `Mutex`) rather than polling, and sends a
/// comment line every `keepAlive` so a closed tab is noticed (the write fails) and its thread ends.
package final class LiveReload: Sendable {
    /// The path the injected script subscribes to.
    package static let eventsPath = "/__galley/events"

    private struct State {
        var generation = 0
        var stopped = false
        /// The streams waiting for the next change, each woken through its semaphore.
        var waiters: [Int: DispatchSemaphore] = [:]
        var nextWaiter = 0
    }

    private let state = Mutex(State())
    private let keepAlive: TimeInterval

    /// Creates a hub whose idle streams send a keep-alive comment every `keepAlive` seconds.
    package init(keepAlive: TimeInterval = 15) { self.keepAlive = keepAlive }

    /// Wakes every stream so it sends one `reload` event.
    package func announceReload() {
        let waiters = state.withLock { state in
            state.generation += 1
            return Array(state.waiters.values)
        }
        for waiter in waiters { waiter.signal() }
    }

    /// Ends every stream; used when the server stops.
    package func stop() {
        let waiters = state.withLock { state in
            state.stopped = true
            return Array(state.waiters.values)
        }
        for waiter in waiters { waiter.signal() }
    }

    /// A `text/event-stream` response that lasts until the client goes away or the hub stops.
    package func eventStream() -> HTTPResponse {
        HTTPResponse(
            status: 200,
            headers: [
                ("Content-Type", "text/event-stream"), ("Cache-Control", "no-store"),
                ("Connection", "keep-alive"),
            ],
            stream: { [self] write in
                var seen = currentGeneration
                guard write("retry: 1000\n: connected\n\n") else { return }
                while true {
                    switch wait(after: seen) {
                    case .reload(let next):
                        seen = next
                        guard write("event: reload\ndata: \(next)\n\n") else { return }
                    case .idle:
                        guard write(": keep-alive\n\n") else { return }
                    case .stopped:
                        return
                    }
                }
            })
    }

    private enum Wake {
        case reload(Int)
        case idle, stopped
    }

    private var currentGeneration: Int { state.withLock { $0.generation } }

    /// Waits until the generation passes `seen`, the hub stops, or `keepAlive` passes.
    private func wait(after seen: Int) -> Wake {
        let semaphore = DispatchSemaphore(value: 0)
        let registered: (id: Int, ready: Wake?) = state.withLock { state in
            if state.stopped { return (-1, .stopped) }
            if state.generation != seen { return (-1, .reload(state.generation)) }
            let id = state.nextWaiter
            state.nextWaiter += 1
            state.waiters[id] = semaphore
            return (id, nil)
        }
        if let ready = registered.ready { return ready }
        _ = semaphore.wait(timeout: .now() + keepAlive)
        return state.withLock { state in
            state.waiters[registered.id] = nil
            if state.stopped { return .stopped }
            return state.generation == seen ? .idle : .reload(state.generation)
        }
    }
}
