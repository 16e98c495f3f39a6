/// A property wrapper type for an observable object that a parent or ancestor view supplies
/// with `environmentObject(_:)`.
///
/// The object is looked up by its type when the property is read. Reading it when no
/// ancestor supplied one traps, as SwiftUI does, with the message SwiftUI prints. The view is
/// evaluated again when the object's `objectWillChange` emits.
@MainActor @propertyWrapper @preconcurrency
public struct EnvironmentObject<ObjectType: ObservableObject>:
    DynamicProperty
{
    /// A wrapper of the underlying environment object that can create bindings to its
    /// properties using dynamic member lookup.
    @MainActor @dynamicMemberLookup @preconcurrency public struct Wrapper {
        let object: ObjectType

        /// Returns a binding to the resulting value of a given key path.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>)
            -> Binding<Subject>
        {
            Binding(object, keyPath)
        }
    }

    private let box = EnvironmentObjectBox()

    /// Creates an environment object.
    public init() {}

    /// The underlying value referenced by the environment object.
    public var wrappedValue: ObjectType {
        var environment = box.environment ?? EnvironmentValues()
        environment.recorder = box.recorder
        guard let object = environment[environmentObject: ObjectType.self] else {
            fatalError(
                "No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view."
            )
        }
        return object
    }

    /// A projection of the environment object that creates bindings to its properties.
    public var projectedValue: EnvironmentObject<ObjectType>.Wrapper { Wrapper(object: wrappedValue) }
}

extension EnvironmentObject: InstallableProperty {
    package func install(_ installation: PropertyInstallation) {
        box.environment = installation.context.environment
        box.recorder = installation.node.recorder
        if let object = installation.context.environment[environmentObject: ObjectType.self] {
            installation.observe(object)
        }
    }
}

/// Where an `EnvironmentObject` finds its view's environment once installed.
final class EnvironmentObjectBox {
    var environment: EnvironmentValues?
    var recorder: AccessRecorder?
}

/// The key under which `environmentObject(_:)` stores an object of type `T`: distinct from
/// the key of `environment(_:)`, so an object can be both an `ObservableObject` and
/// `Observable` and be placed twice, as in SwiftUI.
private enum EnvironmentObjectKey<T> {}

extension EnvironmentValues {
    /// The `ObservableObject` of type `T` that an ancestor placed with `environmentObject(_:)`.
    subscript<T: ObservableObject>(environmentObject type: T.Type) -> T? {
        get {
            let object = storage.value(for: ObjectIdentifier(EnvironmentObjectKey<T>.self)) as? T
            recorder?.record(String(describing: T.self), object as Any, isDefault: object == nil)
            return object
        }
        set {
            let id = ObjectIdentifier(EnvironmentObjectKey<T>.self)
            if let newValue {
                storage.set(newValue, for: id, name: String(describing: T.self))
            } else {
                storage.remove(id)
            }
        }
    }
}

extension View {
    /// Supplies an observable object to a view's hierarchy, for `@EnvironmentObject`
    /// properties below to read.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        modified(".environmentObject", detail: "\(T.self) = \(describe(object))") { context, _ in
            context.environment[environmentObject: T.self] = object
        }
    }
}

extension Scene {
    /// Supplies an observable object to the scene's view hierarchy.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some Scene {
        ModifiedScene(content: self) { _, environment in
            environment[environmentObject: T.self] = object
        }
    }
}
