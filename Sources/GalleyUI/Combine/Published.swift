/// A type that publishes a property marked with an attribute.
///
/// In a class that conforms to `ObservableObject`, setting a `@Published` property first
/// sends through the object's synthesized `objectWillChange`, then through the property's
/// own publisher (`$name`) with the new value, and then stores the value.
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

    /// The property's publisher: it emits the new value each time the property is set, and
    /// the current value on subscription.
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
            WillChangePublishers.shared.publisher(for: object, create: false)?.send()
            box.subscribers.send(newValue)
            box.value = newValue
        }
    }

    /// A publisher for properties marked with the `@Published` attribute.
    public struct Publisher: GalleyUI.Publisher {
        /// The kind of values published by this publisher.
        public typealias Output = Value
        /// The kind of errors this publisher might publish.
        public typealias Failure = Never

        fileprivate let box: PublishedBox<Value>

        public func _subscribe(_ receiveValue: @escaping (Value) -> Void) -> AnyCancellable {
            receiveValue(box.value)
            return box.subscribers.subscribe(receiveValue)
        }
    }
}

/// The storage of one `@Published` property and the subscribers to its publisher.
final class PublishedBox<Value> {
    var value: Value
    let subscribers = SubscriberList<Value>()
    init(_ value: Value) { self.value = value }
}
