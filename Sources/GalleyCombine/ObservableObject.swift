import Foundation

/// A type of object with a publisher that emits before the object has changed.
///
/// By default an `ObservableObject` synthesizes an `objectWillChange` publisher that emits
/// before any of its `@Published` properties changes. In GalleyUI, views that hold the object
/// with `@StateObject`, `@ObservedObject` or `@EnvironmentObject` are evaluated again after
/// it emits.
///
/// ```swift
/// final class Basket: ObservableObject {
///     @Published var items: [String] = []
/// }
/// ```
public protocol ObservableObject: AnyObject {
    /// The type of publisher that emits before the object has changed.
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
    where ObjectWillChangePublisher.Failure == Never

    /// A publisher that emits before the object has changed.
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// A publisher that emits before the object has changed: the same publisher for the
    /// object's whole life, which its `@Published` properties send through.
    public var objectWillChange: ObservableObjectPublisher {
        WillChangePublishers.shared.publisher(for: self, create: true)!
    }
}

/// The synthesized `objectWillChange` publishers, one per live object.
///
/// The protocol's default `objectWillChange` is a computed property, and a class has no
/// stored place for it that an extension could add, so it lives here, keyed by the
/// object's identity and dropped once the object is gone.
final class WillChangePublishers: @unchecked Sendable {
    static let shared = WillChangePublishers()

    private struct Entry {
        weak var object: AnyObject?
        let publisher: ObservableObjectPublisher
    }

    private let lock = NSLock()
    private var entries: [ObjectIdentifier: Entry] = [:]

    /// The publisher of `object`, created when `create` is true and none exists yet.
    func publisher(for object: AnyObject, create: Bool) -> ObservableObjectPublisher? {
        lock.lock()
        defer { lock.unlock() }
        let id = ObjectIdentifier(object)
        if let entry = entries[id], entry.object === object { return entry.publisher }
        guard create else { return nil }
        if entries.count > 64 { entries = entries.filter { $0.value.object != nil } }
        let publisher = ObservableObjectPublisher()
        entries[id] = Entry(object: object, publisher: publisher)
        return publisher
    }
}

/// A publisher that publishes changes from observable objects.
///
/// The default `objectWillChange` of an `ObservableObject` class. `@Published` properties
/// send through it before they change; call `send()` yourself before other changes.
public final class ObservableObjectPublisher: Publisher {
    /// The kind of values published by this publisher.
    public typealias Output = Void
    /// The kind of errors this publisher might publish.
    public typealias Failure = Never

    private let conduits = SubjectConduits<Void, Never>(keepsLatest: false)

    /// Creates an observable object publisher instance.
    public init() {}

    /// Sends the changed value to the downstream subscribers.
    public func send() { conduits.send(()) }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Void, S.Failure == Never {
        conduits.attach(subscriber, current: nil)
    }
}
