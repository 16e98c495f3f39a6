/// A type that publishes a property marked with an attribute.
///
/// Setting a `@Published` property of a class first sends through the object's synthesized
/// `objectWillChange` (when the class is an `ObservableObject`), then through the property's
/// own publisher (`$name`) with the new value, and then stores the value: a subscriber
/// reading the property from its closure still sees the old value, as in Combine.
///
/// ```swift
/// final class Profile: ObservableObject {
///     @Published var name = "Ana"
/// }
/// ```
@propertyWrapper public struct Published<Value> {
    private let box: PublishedBox<Value>

    /// Creates the published instance with an initial wrapped value.
    public init(wrappedValue: Value) { box = PublishedBox(wrappedValue) }

    /// Creates the published instance with an initial value.
    public init(initialValue: Value) { box = PublishedBox(initialValue) }

    /// `@Published` is only available on properties of classes.
    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError("@Published is only available on properties of classes") }
        set { fatalError("@Published is only available on properties of classes") }
    }

    /// The property's publisher: it emits the current value on subscription, then each new
    /// value as the property is set.
    public var projectedValue: Published<Value>.Publisher {
        get { Publisher(box: box) }
        set {}
    }

    /// Reads and writes the property through its enclosing object, so that a write can
    /// announce itself on the object's `objectWillChange` first.
    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].box.value }
        set {
            let box = object[keyPath: storageKeyPath].box
            box.owner = object
            box.set(newValue)
        }
    }

    /// The property's publisher, reached through its enclosing object, so that values
    /// assigned with `assign(to:)` announce themselves on the object's `objectWillChange`.
    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        projected wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Publisher>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Publisher {
        get {
            let box = object[keyPath: storageKeyPath].box
            box.owner = object
            return Publisher(box: box)
        }
        set {}
    }

    /// A publisher for properties marked with the `@Published` attribute.
    public struct Publisher: GalleyCombine.Publisher {
        /// The kind of values published by this publisher.
        public typealias Output = Value
        /// The kind of errors this publisher might publish.
        public typealias Failure = Never

        fileprivate let box: PublishedBox<Value>

        public func receive<S: Subscriber>(subscriber: S) where Value == S.Input, S.Failure == Never {
            box.conduits.attach(subscriber, current: box.value)
        }
    }
}

extension Publisher where Failure == Never {
    /// Republishes elements received from a publisher, by assigning them to a property
    /// marked as a publisher. The subscription lasts as long as the property.
    public func assign(to published: inout Published<Output>.Publisher) {
        let box = published.box
        let sink = Subscribers.Sink<Output, Never>(
            receiveCompletion: { _ in }, receiveValue: { [weak box] in box?.set($0) })
        box.assignments.append(AnyCancellable(sink))
        subscribe(sink)
    }
}

/// The storage of one `@Published` property, the subscribers to its publisher, and the
/// subscriptions `assign(to:)` made to it.
final class PublishedBox<Value> {
    var value: Value
    let conduits = SubjectConduits<Value, Never>(keepsLatest: true)
    /// The enclosing object, known once the property was reached through it.
    weak var owner: AnyObject?
    var assignments: [AnyCancellable] = []

    init(_ value: Value) { self.value = value }

    /// Announces the change on the owner's `objectWillChange`, publishes it, then stores it.
    func set(_ newValue: Value) {
        if let owner { WillChangePublishers.shared.publisher(for: owner, create: false)?.send() }
        conduits.send(newValue)
        value = newValue
    }
}
