/// A subject that broadcasts elements to downstream subscribers.
///
/// Values sent while a subscriber has asked for none are not kept for it.
public final class PassthroughSubject<Output, Failure: Error>: Subject {
    private let conduits = SubjectConduits<Output, Failure>(keepsLatest: false)

    /// Creates a subject.
    public init() {}

    public func send(_ input: Output) { conduits.send(input) }
    public func send(completion: Subscribers.Completion<Failure>) { conduits.send(completion: completion) }
    public func send(subscription: any Subscription) { subscription.request(.unlimited) }

    public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
        conduits.attach(subscriber, current: nil)
    }
}

/// A subject that wraps a single value and publishes a new element whenever the value changes.
///
/// A new subscriber receives the current value as soon as it asks for one.
public final class CurrentValueSubject<Output, Failure: Error>: Subject {
    private let conduits = SubjectConduits<Output, Failure>(keepsLatest: true)

    /// The value wrapped by this subject, published as a new element whenever it changes.
    public var value: Output {
        didSet { conduits.send(value) }
    }

    /// Creates a current value subject with the given initial value.
    public init(_ value: Output) { self.value = value }

    public func send(_ input: Output) { value = input }
    public func send(completion: Subscribers.Completion<Failure>) { conduits.send(completion: completion) }
    public func send(subscription: any Subscription) { subscription.request(.unlimited) }

    public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
        conduits.attach(subscriber, current: value)
    }
}
