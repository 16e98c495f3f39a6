import GalleyCombine
import Testing

/// The operators that only transform values deliver synchronously, as the upstream sends.
@Suite struct OperatorsTests {
    @Test func mapFilterAndCompactMapTransformInOrder() {
        let subject = PassthroughSubject<String, Never>()
        var seen: [Int] = []
        let subscription = subject.compactMap(Int.init).map { $0 * 2 }.filter { $0 > 2 }.sink { seen.append($0) }
        for text in ["1", "x", "2", "3"] { subject.send(text) }
        #expect(seen == [4, 6])
        _ = subscription
    }

    @Test func removeDuplicatesDropsRepeatsInARow() {
        var seen: [Int] = []
        let subscription = [1, 1, 2, 2, 1].publisher.removeDuplicates().sink { seen.append($0) }
        #expect(seen == [1, 2, 1])
        _ = subscription
    }

    @Test func scanPrefixAndDropFirstCountElements() {
        var seen: [Int] = []
        var finished = false
        let subscription = (1...).publisher.scan(0, +).dropFirst(2).prefix(3)
            .sink(receiveCompletion: { _ in finished = true }, receiveValue: { seen.append($0) })
        #expect(seen == [6, 10, 15])
        #expect(finished)
        _ = subscription
    }

    @Test func collectGathersEverythingAtTheEnd() {
        var seen: [[Int]] = []
        let all = [1, 2, 3].publisher.collect().sink { seen.append($0) }
        let pairs = [1, 2, 3].publisher.collect(2).sink { seen.append($0) }
        #expect(seen == [[1, 2, 3], [1, 2], [3]])
        _ = (all, pairs)
    }

    @Test func combineLatestWaitsForEveryUpstreamThenSendsEachChange() {
        let names = PassthroughSubject<String, Never>()
        let ages = PassthroughSubject<Int, Never>()
        var seen: [String] = []
        let subscription = names.combineLatest(ages) { "\($0) \($1)" }.sink { seen.append($0) }
        names.send("Ana")
        ages.send(30)
        names.send("Eva")
        #expect(seen == ["Ana 30", "Eva 30"])
        _ = subscription
    }

    @Test func mergeInterleavesAndZipPairs() {
        let left = PassthroughSubject<Int, Never>()
        let right = PassthroughSubject<Int, Never>()
        var merged: [Int] = []
        var zipped: [String] = []
        let merge = left.merge(with: right).sink { merged.append($0) }
        let zip = left.zip(right).sink { zipped.append("\($0)-\($1)") }
        left.send(1)
        left.send(2)
        right.send(10)
        #expect(merged == [1, 2, 10])
        #expect(zipped == ["1-10"])
        _ = (merge, zip)
    }

    @Test func flatMapAndSwitchToLatestFollowInnerPublishers() {
        let outer = PassthroughSubject<PassthroughSubject<Int, Never>, Never>()
        let first = PassthroughSubject<Int, Never>()
        let second = PassthroughSubject<Int, Never>()
        var latest: [Int] = []
        var all: [Int] = []
        let switching = outer.switchToLatest().sink { latest.append($0) }
        let flattening = outer.flatMap { $0 }.sink { all.append($0) }
        outer.send(first)
        first.send(1)
        outer.send(second)
        first.send(2)
        second.send(3)
        #expect(latest == [1, 3])
        #expect(all == [1, 2, 3])
        _ = (switching, flattening)
    }

    @Test func errorsAreCaughtOrReplaced() {
        var seen: [Int] = []
        let caught = Fail<Int, TestFailure>(error: .broken).catch { _ in Just(7) }.sink { seen.append($0) }
        let replaced = Fail<Int, TestFailure>(error: .broken).replaceError(with: 3).sink { seen.append($0) }
        let thrown = [1, 2].publisher.tryMap { value -> Int in
            if value == 2 { throw TestFailure.broken }
            return value
        }.replaceError(with: -1).sink { seen.append($0) }
        #expect(seen == [7, 3, 1, -1])
        _ = (caught, replaced, thrown)
    }

    @Test func handleEventsSeesTheStream() {
        var events: [String] = []
        let subscription = Just(5)
            .handleEvents(
                receiveSubscription: { _ in events.append("subscribed") },
                receiveOutput: { events.append("out \($0)") },
                receiveCompletion: { _ in events.append("done") }
            )
            .sink { _ in }
        #expect(events == ["subscribed", "out 5", "done"])
        _ = subscription
    }

    @Test func futureRunsOnceAndGivesEverySubscriberTheResult() {
        var runs = 0
        let future = Future<Int, Never> { promise in
            runs += 1
            promise(.success(42))
        }
        var seen: [Int] = []
        let first = future.sink { seen.append($0) }
        let second = future.sink { seen.append($0) }
        #expect(runs == 1)
        #expect(seen == [42, 42])
        _ = (first, second)
    }

    @Test func erasedPublishersAndAssignOnAnObject() {
        final class Label {
            var text = ""
        }
        let label = Label()
        let subject = PassthroughSubject<Int, Never>()
        let erased: AnyPublisher<String, Never> = subject.map { "#\($0)" }.eraseToAnyPublisher()
        let subscription = erased.assign(to: \.text, on: label)
        subject.send(4)
        #expect(label.text == "#4")
        _ = subscription
    }

    @Test func demandArithmeticTreatsUnlimitedAsAbsorbing() {
        #expect(Subscribers.Demand.max(2) + .max(3) == .max(5))
        #expect(Subscribers.Demand.unlimited + .max(3) == .unlimited)
        #expect(Subscribers.Demand.max(2) - .max(5) == .none)
        #expect(Subscribers.Demand.unlimited > 1_000)
        #expect(Subscribers.Demand.max(1).max == 1)
        #expect(Subscribers.Demand.unlimited.max == nil)
    }
}
