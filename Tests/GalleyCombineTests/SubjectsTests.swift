import GalleyCombine
import Testing

/// Subjects deliver synchronously, respect each subscriber's demand, and stop at completion.
@Suite struct SubjectsTests {
    @Test func passthroughDeliversToEverySubscriberInOrder() {
        let subject = PassthroughSubject<Int, Never>()
        var seen: [String] = []
        let first = subject.sink { seen.append("a\($0)") }
        let second = subject.sink { seen.append("b\($0)") }
        subject.send(1)
        first.cancel()
        subject.send(2)
        #expect(seen == ["a1", "b1", "b2"])
        _ = second
    }

    @Test func currentValueGivesTheCurrentValueOnSubscription() {
        let subject = CurrentValueSubject<String, Never>("draft")
        var seen: [String] = []
        let subscription = subject.sink { seen.append($0) }
        subject.value = "sent"
        subject.send("read")
        #expect(seen == ["draft", "sent", "read"])
        #expect(subject.value == "read")
        _ = subscription
    }

    @Test func completionEndsTheStreamAndLaterSendsAreIgnored() {
        let subject = PassthroughSubject<Int, TestFailure>()
        var events: [String] = []
        let subscription = subject.sink(
            receiveCompletion: { events.append("\($0)") }, receiveValue: { events.append("\($0)") })
        subject.send(1)
        subject.send(completion: .failure(.broken))
        subject.send(2)
        #expect(events == ["1", "failure(GalleyCombineTests.TestFailure.broken)"])
        _ = subscription
    }

    @Test func releasingTheCancellableEndsTheSubscription() {
        let subject = PassthroughSubject<Int, Never>()
        var seen: [Int] = []
        var subscription: AnyCancellable? = subject.sink { seen.append($0) }
        subject.send(1)
        subscription = nil
        subject.send(2)
        #expect(seen == [1])
        #expect(subscription == nil)
    }

    @Test func aSubscriberWithoutDemandMissesPassthroughValuesButGetsTheLatestCurrentValue() {
        let passthrough = PassthroughSubject<Int, Never>()
        let current = CurrentValueSubject<Int, Never>(0)
        let slow = Counting<Int>()
        let late = Counting<Int>()
        passthrough.subscribe(slow)
        current.subscribe(late)
        passthrough.send(1)
        current.send(1)
        current.send(2)
        slow.subscription?.request(.max(1))
        late.subscription?.request(.max(1))
        passthrough.send(3)
        #expect(slow.values == [3])
        #expect(late.values == [2])
    }

    @Test func storeKeepsSubscriptionsInASetOrAnArray() {
        let subject = PassthroughSubject<Int, Never>()
        var set = Set<AnyCancellable>()
        var array: [AnyCancellable] = []
        var total = 0
        subject.sink { total += $0 }.store(in: &set)
        subject.sink { total += $0 * 10 }.store(in: &array)
        subject.send(1)
        #expect(total == 11)
        #expect(set.count == 1 && array.count == 1)
    }
}

enum TestFailure: Error, Equatable {
    case broken
}

/// A subscriber that asks for nothing until told to, and records what it receives.
final class Counting<Input>: Subscriber {
    typealias Failure = Never
    var subscription: (any Subscription)?
    var values: [Input] = []
    var completed = false
    func receive(subscription: any Subscription) { self.subscription = subscription }
    func receive(_ input: Input) -> Subscribers.Demand {
        values.append(input)
        return .none
    }
    func receive(completion: Subscribers.Completion<Never>) { completed = true }
}
