import GalleyCombine
import Testing

/// `values` turns a publisher into an asynchronous sequence that asks for one element at a time.
@Suite struct AsyncPublisherTests {
    @Test func iteratesEveryElementThenEnds() async {
        var seen: [Int] = []
        for await value in [1, 2, 3].publisher.values { seen.append(value) }
        #expect(seen == [1, 2, 3])
    }

    @Test func aCurrentValueSubjectGivesItsValueThenWhatIsSent() async {
        let subject = CurrentValueSubject<String, Never>("draft")
        var iterator = subject.values.makeAsyncIterator()
        #expect(await iterator.next() == "draft")
        subject.send("final")
        #expect(await iterator.next() == "final")
        subject.send(completion: .finished)
        #expect(await iterator.next() == nil)
    }

    @Test func aFailureIsThrown() async {
        await #expect(throws: TestFailure.broken) {
            for try await _ in Fail<Int, TestFailure>(error: .broken).values {}
        }
    }
}
