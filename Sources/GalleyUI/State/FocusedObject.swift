/// A property wrapper type for an observable object supplied by the focused view or one of
/// its ancestors with `focusedObject(_:)` or `focusedSceneObject(_:)`.
///
/// The object is nil when nothing in the focused part of the key window publishes one. A
/// view reading it is evaluated again when the object's `objectWillChange` emits.
@MainActor @propertyWrapper @preconcurrency
public struct FocusedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// A wrapper around the underlying focused object that can create bindings to its
    /// properties using dynamic member lookup.
    @MainActor @dynamicMemberLookup @preconcurrency public struct Wrapper {
        let object: ObjectType

        /// Returns a binding to the value of a given key path.
        public subscript<T>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, T>) -> Binding<T> {
            Binding(object, keyPath)
        }
    }

    private let box = FocusedReadBox()

    /// Creates a focused object.
    public init() {}

    /// The underlying value referenced by the focused object, or nil.
    public var wrappedValue: ObjectType? { box.read()[focusedObject: ObjectType.self] }

    /// A projection of the focused object that creates bindings to its properties, or nil.
    public var projectedValue: FocusedObject<ObjectType>.Wrapper? { wrappedValue.map(Wrapper.init) }
}

extension FocusedObject: InstallableProperty {
    package func install(_ installation: PropertyInstallation) {
        box.install(installation)
        if let object = box.values[focusedObject: ObjectType.self] { installation.observe(object) }
    }
}

/// The key under which `focusedObject(_:)` publishes an object of type `T`, apart from the
/// keys of `Observable` objects published with `focusedValue(_:)`.
private enum FocusedObjectKey<T> {}

extension FocusedValues {
    /// The `ObservableObject` of type `T` that the focused hierarchy published.
    subscript<T: ObservableObject>(focusedObject type: T.Type) -> T? {
        get {
            let entry = storage.entry(for: ObjectIdentifier(FocusedObjectKey<T>.self))
            let object = entry?.value as? T
            recorder?.record(
                String(describing: T.self), object as Any, isDefault: object == nil, origin: entry?.origin)
            return object
        }
        set {
            let id = ObjectIdentifier(FocusedObjectKey<T>.self)
            if let newValue {
                storage.set(newValue, for: id, name: String(describing: T.self))
            } else {
                storage.remove(id)
            }
        }
    }
}

extension View {
    /// Supplies an observable object to the focused view hierarchy, for `@FocusedObject`
    /// properties to read while this view or a descendant has focus.
    nonisolated public func focusedObject<T: ObservableObject>(_ object: T) -> some View {
        publishingObject(".focusedObject", object, isScene: false)
    }

    /// Supplies an optional observable object to the focused view hierarchy; nil publishes
    /// nothing.
    nonisolated public func focusedObject<T: ObservableObject>(_ object: T?) -> some View {
        publishingObject(".focusedObject", object, isScene: false)
    }

    /// Supplies an observable object for the whole focused scene, wherever focus is.
    nonisolated public func focusedSceneObject<T: ObservableObject>(_ object: T) -> some View {
        publishingObject(".focusedSceneObject", object, isScene: true)
    }

    /// Supplies an optional observable object for the whole focused scene; nil publishes
    /// nothing.
    nonisolated public func focusedSceneObject<T: ObservableObject>(_ object: T?) -> some View {
        publishingObject(".focusedSceneObject", object, isScene: true)
    }

    nonisolated private func publishingObject<T: ObservableObject>(
        _ name: String, _ object: T?, isScene: Bool
    ) -> some View {
        let reference = ObjectReference(object: object)
        return modified(name, detail: describe(object as Any)) { context, node in
            guard let object = reference.object else { return }
            let origin = WriteOrigin(modifier: name)
            context.focus?.publish(from: node, isScene: isScene) { values in
                WriteOrigin.writing(origin) { values[focusedObject: T.self] = object }
            }
        }
    }
}

/// Carries an object into the main-actor update of a nonisolated modifier; the runtime's
/// models live on the main actor.
private struct ObjectReference<T: AnyObject>: @unchecked Sendable {
    let object: T?
}
