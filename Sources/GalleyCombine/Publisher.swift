/// Declares that a type can transmit a sequence of values over time.
///
/// A publisher delivers values to subscribers that ask for them, then at most one
/// completion: `finished` or a failure.
///
/// ```swift
/// let names = PassthroughSubject<String, Never>()
/// let subscription = names.sink { print("hello, \($0)") }
/// names.send("Ana")  // prints "hello, Ana"
/// ```
public protocol Publisher<Output, Failure> {
    /// The kind of values published by this publisher.
    associatedtype Output
    /// The kind of errors this publisher might publish.
    associatedtype Failure: Error

    /// Attaches the specified subscriber to this publisher.
    func receive<S: Subscriber>(subscriber: S) where Failure == S.Failure, Output == S.Input
}

extension Publisher {
    /// Attaches the specified subscriber to this publisher.
    public func subscribe<S: Subscriber>(_ subscriber: S) where Failure == S.Failure, Output == S.Input {
        receive(subscriber: subscriber)
    }

    /// Attaches the specified subject to this publisher, which sends the values it receives.
    public func subscribe<S: Subject>(_ subject: S) -> AnyCancellable
    where Failure == S.Failure, Output == S.Output {
        let sink = Subscribers.Sink<Output, Failure>(
            receiveCompletion: { subject.send(completion: $0) }, receiveValue: { subject.send($0) })
        subscribe(sink)
        return AnyCancellable(sink)
    }
}
