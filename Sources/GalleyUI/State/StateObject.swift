/// A property wrapper type that instantiates an observable object.
///
/// The object is created from the initial value's closure the first time the view is
/// evaluated at its position in the tree, and kept while the view stays there; later
/// evaluations never call the closure again. When the object's `objectWillChange` emits,
/// the view is evaluated again.
///
/// ```swift
/// @StateObject private var basket = Basket()
/// ```
@MainActor @propertyWrapper @preconcurrency
public struct StateObject<ObjectType: ObservableObject>:
    DynamicProperty
{
    private let box: StateObjectBox<ObjectType>

    /// Creates a new state object with an initial wrapped value.
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        box = StateObjectBox(thunk)
    }

    /// The underlying value referenced by the state object.
    public var wrappedValue: ObjectType { box.object }

    /// A projection of the state object that creates bindings to its properties.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject<ObjectType>.Wrapper(object: box.object)
    }
}

extension StateObject: InstallableProperty {
    package func install(_ installation: PropertyInstallation) {
        let thunk = box.thunk
        let storage = installation.evaluator.storage(for: installation.storageKey) {
            StateObjectStorage(object: thunk())
        }
        box.storage = storage
        installation.observe(storage.object)
    }
}

/// The persistent home of a `@StateObject`'s object.
final class StateObjectStorage<ObjectType> {
    let object: ObjectType
    init(object: ObjectType) { self.object = object }
}

/// The link between one `StateObject` value and its persistent object.
final class StateObjectBox<ObjectType> {
    let thunk: () -> ObjectType
    var storage: StateObjectStorage<ObjectType>?
    /// The object of a wrapper read outside an evaluated view (SwiftUI makes a new one each
    /// time then and warns; Galley makes one per wrapper).
    private lazy var unlinked = thunk()

    init(_ thunk: @escaping () -> ObjectType) { self.thunk = thunk }

    var object: ObjectType { storage?.object ?? unlinked }
}
