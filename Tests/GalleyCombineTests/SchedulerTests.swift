import Foundation
import GalleyCombine
import Testing

/// Time-based operators wait for real on their scheduler: nothing arrives until the run loop
/// (or the queue) runs past the due time; `ImmediateScheduler` runs everything at once.
///
/// The tests use the run loop of the thread they run on, and a queue of their own, rather
/// than the main ones: a test is not guaranteed to run on the main thread.
@Suite(.serialized) struct SchedulerTests {
    private func runLoop(for seconds: TimeInterval) {
        RunLoop.current.run(until: Date().addingTimeInterval(seconds))
    }

    @Test func debounceDeliversOnlyTheLastValueAfterThePause() {
        let typed = PassthroughSubject<String, Never>()
        var seen: [String] = []
        let subscription = typed.debounce(for: .milliseconds(30), scheduler: RunLoop.current).sink { seen.append($0) }
        typed.send("t")
        typed.send("te")
        typed.send("tea")
        #expect(seen.isEmpty)
        runLoop(for: 0.2)
        #expect(seen == ["tea"])
        _ = subscription
    }

    @Test func delayAndReceiveOnWaitForTheQueue() {
        let queue = DispatchQueue(label: "GalleyCombineTests.delay")
        var seen: [String] = []
        queue.suspend()
        let delayed = Just("late").delay(for: .milliseconds(20), scheduler: queue).sink { seen.append($0) }
        let hopped = Just("hopped").receive(on: queue).sink { seen.append($0) }
        Thread.sleep(forTimeInterval: 0.05)
        // Read directly: the queue is suspended, so nothing of it runs (a `sync` would wait forever).
        #expect(seen.isEmpty)
        queue.resume()
        // Both arrive once the queue runs; which first depends on when the delay's timer fires
        // on a loaded machine, so only the arrival is asserted, waited for as a condition.
        let deadline = Date().addingTimeInterval(10)
        while queue.sync(execute: { seen.count }) < 2 && Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        #expect(queue.sync { Set(seen) } == ["hopped", "late"])
        _ = (delayed, hopped)
    }

    @Test func immediateSchedulerDeliversAtOnce() {
        var seen: [Int] = []
        let subscription = Just(1).delay(for: .seconds(10), scheduler: ImmediateScheduler.shared).sink {
            seen.append($0)
        }
        #expect(seen == [1])
        _ = subscription
    }

    @Test func timerPublishesOnlyWhileTheRunLoopRuns() {
        var ticks = 0
        let subscription = Timer.publish(every: 0.02, on: .current, in: .default).autoconnect().prefix(3).sink { _ in
            ticks += 1
        }
        #expect(ticks == 0)
        runLoop(for: 0.3)
        #expect(ticks == 3)
        _ = subscription
    }

    @Test func throttleLetsTheFirstValueThroughThenTheLatestAtTheEndOfTheInterval() {
        let taps = PassthroughSubject<Int, Never>()
        var seen: [Int] = []
        let subscription = taps.throttle(for: .milliseconds(50), scheduler: RunLoop.current, latest: true).sink {
            seen.append($0)
        }
        taps.send(1)
        taps.send(2)
        taps.send(3)
        runLoop(for: 0.3)
        #expect(seen == [1, 3])
        _ = subscription
    }

    @Test func notificationsArriveOnThePostingThread() {
        let name = Notification.Name("GalleyCombineTests.ping")
        var seen: [String] = []
        let subscription = NotificationCenter.default.publisher(for: name).sink { seen.append($0.name.rawValue) }
        NotificationCenter.default.post(name: name, object: nil)
        #expect(seen == [name.rawValue])
        _ = subscription
    }
}
