import Foundation
import Synchronization
import Testing

@testable import GalleySnippets

/// The gate that lets compilations on the way to a run go before checks.
@Suite struct SlotsTests {
    /// A freed slot goes to the most urgent waiter, even one that asked after a later one.
    @Test func aFreedSlotGoesToTheMostUrgentWaiter() async throws {
        let slots = Slots(1)
        let order = Order()
        let holding = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            slots.with(.first) {
                holding.signal()
                release.wait()
            }
        }
        holding.wait()
        let finished = DispatchGroup()
        for (queued, (name, urgency)) in [("check", Slots.Urgency.later), ("run", .first)].enumerated() {
            finished.enter()
            Thread.detachNewThread {
                slots.with(urgency) { order.append(name) }
                finished.leave()
            }
            // Each waiter is queued before the next one asks.
            while slots.waiting <= queued { try await Task.sleep(for: .milliseconds(5)) }
        }
        release.signal()
        #expect(finished.wait(timeout: .now() + 10) == .success)
        #expect(order.names == ["run", "check"])
    }

    /// However many threads ask, no more than the count hold a slot at once, and all get one.
    @Test func neverMoreThanTheCountAtOnce() {
        let slots = Slots(2)
        let state = Mutex((now: 0, most: 0, done: 0))
        DispatchQueue.concurrentPerform(iterations: 12) { index in
            slots.with(index.isMultiple(of: 3) ? .first : .later) {
                state.withLock {
                    $0.now += 1
                    $0.most = max($0.most, $0.now)
                }
                usleep(20_000)
                state.withLock {
                    $0.now -= 1
                    $0.done += 1
                }
            }
        }
        let (_, most, done) = state.withLock { $0 }
        #expect(most <= 2)
        #expect(done == 12)
    }
}

private final class Order: Sendable {
    private let state = Mutex<[String]>([])
    func append(_ name: String) { state.withLock { $0.append(name) } }
    var names: [String] { state.withLock { $0 } }
}
