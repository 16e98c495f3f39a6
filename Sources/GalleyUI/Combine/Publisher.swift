// The part of Combine that SwiftUI code meets through `import SwiftUI`: on Apple platforms
// SwiftUI re-exports Combine, so `ObservableObject`, `@Published` and `AnyCancellable` need
// no import of their own. Linux has no Combine; GalleyUI declares the subset that
// `ObservableObject` code uses. There are no operators (`map`, `debounce`) and no
// `Subscriber`/`Subscription` protocols: a publisher here delivers values synchronously to
// closures registered with `sink(receiveValue:)`.

/// Declares that a type can transmit a sequence of values over time.
///
/// GalleyUI's publishers deliver each value synchronously, in subscription order, to the
/// closures registered with `sink(receiveValue:)`.
public protocol Publisher<Output, Failure> {
    /// The kind of values published by this publisher.
    associatedtype Output
    /// The kind of errors this publisher might publish.
    associatedtype Failure: Error

    /// Registers `receiveValue` for every value published from now on; cancelling the
    /// result (or releasing it) ends the subscription. GalleyUI's stand-in for Combine's
    /// `receive(subscriber:)`.
    func _subscribe(_ receiveValue: @escaping (Output) -> Void) -> AnyCancellable
}

extension Publisher where Failure == Never {
    /// Attaches a subscriber with closure-based behavior to a publisher that never fails.
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        _subscribe(receiveValue)
    }
}

/// A type-erasing cancellable object that executes a provided closure when canceled, or
/// when it is released.
public final class AnyCancellable: Hashable {
    private var cancelAction: (() -> Void)?

    /// Initializes the cancellable object with the given cancel-time closure.
    public init(_ cancel: @escaping () -> Void) { cancelAction = cancel }

    deinit { cancelAction?() }

    /// Cancels the activity.
    public func cancel() {
        let action = cancelAction
        cancelAction = nil
        action?()
    }

    /// Stores this type-erasing cancellable instance in the specified set.
    public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }

    /// Stores this type-erasing cancellable instance in the specified collection.
    public func store<C: RangeReplaceableCollection>(in collection: inout C)
    where C.Element == AnyCancellable {
        collection.append(self)
    }

    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// The closures subscribed to one publisher, in subscription order.
final class SubscriberList<Output> {
    private var next = 0
    private var receivers: [(id: Int, receive: (Output) -> Void)] = []

    func subscribe(_ receive: @escaping (Output) -> Void) -> AnyCancellable {
        let id = next
        next += 1
        receivers.append((id, receive))
        return AnyCancellable { [weak self] in self?.receivers.removeAll { $0.id == id } }
    }

    /// Delivers `value` to every receiver subscribed when sending starts.
    func send(_ value: Output) {
        for receiver in receivers { receiver.receive(value) }
    }
}
