import Foundation

/// Tells open browser tabs to reload, over server-sent events at `/__galley/events`.
///
/// Each successful or failed rebuild bumps a generation number; every connected stream
/// wakes up and sends `event: reload`. A stream thread blocks on a condition variable
/// rather than polling, and sends a comment line every `keepAlive` so a closed tab is
/// noticed (the write fails) and its thread ends.
// `@unchecked`: streams wait on a condition variable, which `Mutex` does not offer; every field
// is read and written only with `condition` locked.
package final class LiveReload: @unchecked Sendable {
    /// The path the injected script subscribes to.
    package static let eventsPath = "/__galley/events"

    private let condition = NSCondition()
    private var generation = 0
    private var stopped = false
    private let keepAlive: TimeInterval

    /// Creates a hub whose idle streams send a keep-alive comment every `keepAlive` seconds.
    package init(keepAlive: TimeInterval = 15) { self.keepAlive = keepAlive }

    /// Wakes every stream so it sends one `reload` event.
    package func announceReload() {
        condition.lock()
        generation += 1
        condition.broadcast()
        condition.unlock()
    }

    /// Ends every stream; used when the server stops.
    package func stop() {
        condition.lock()
        stopped = true
        condition.broadcast()
        condition.unlock()
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

    private var currentGeneration: Int {
        condition.lock()
        defer { condition.unlock() }
        return generation
    }

    private func wait(after seen: Int) -> Wake {
        condition.lock()
        defer { condition.unlock() }
        let deadline = Date(timeIntervalSinceNow: keepAlive)
        while generation == seen && !stopped {
            if !condition.wait(until: deadline) { break }
        }
        if stopped { return .stopped }
        return generation == seen ? .idle : .reload(generation)
    }
}
