/// A publisher that publishes changes from observable objects.
///
/// The default `objectWillChange` of an `ObservableObject` class. `@Published` properties
/// send through it before they change; call `send()` yourself before other changes.
public final class ObservableObjectPublisher: Publisher {
    /// The kind of values published by this publisher.
    public typealias Output = Void
    /// The kind of errors this publisher might publish.
    public typealias Failure = Never

    private let subscribers = SubscriberList<Void>()

    /// Creates an observable object publisher instance.
    public init() {}

    /// Sends the changed value to the downstream subscribers.
    public func send() { subscribers.send(()) }

    public func _subscribe(_ receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        subscribers.subscribe(receiveValue)
    }
}

/// A subject that broadcasts elements to downstream subscribers.
public final class PassthroughSubject<Output, Failure: Error>: Publisher {
    private let subscribers = SubscriberList<Output>()

    /// Creates a subject.
    public init() {}

    /// Sends a value to the subscribers.
    public func send(_ input: Output) { subscribers.send(input) }

    public func _subscribe(_ receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        subscribers.subscribe(receiveValue)
    }
}

extension PassthroughSubject where Output == Void {
    /// Sends a void value to the subscribers.
    public func send() { send(()) }
}

/// A subject that wraps a single value and publishes a new element whenever the value changes.
///
/// A new subscriber receives the current value at once.
public final class CurrentValueSubject<Output, Failure: Error>: Publisher {
    private let subscribers = SubscriberList<Output>()

    /// The value wrapped by this subject, published as a new element whenever it changes.
    public var value: Output {
        didSet { subscribers.send(value) }
    }

    /// Creates a current value subject with the given initial value.
    public init(_ value: Output) { self.value = value }

    /// Sends a value to the subscribers.
    public func send(_ input: Output) { value = input }

    public func _subscribe(_ receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        receiveValue(value)
        return subscribers.subscribe(receiveValue)
    }
}
