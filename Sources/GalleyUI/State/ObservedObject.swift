/// A property wrapper type that subscribes to an observable object and invalidates a view
/// whenever the observable object changes.
///
/// The view does not own the object: it is passed in, typically from an ancestor's
/// `@StateObject`. When its `objectWillChange` emits, the view is evaluated again.
@MainActor @propertyWrapper @preconcurrency
public struct ObservedObject<ObjectType: ObservableObject>:
    DynamicProperty
{
    /// A wrapper of the underlying observable object that can create bindings to its
    /// properties.
    @MainActor @dynamicMemberLookup @preconcurrency public struct Wrapper {
        let object: ObjectType

        /// Returns a binding to the resulting value of a given key path.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>)
            -> Binding<Subject>
        {
            Binding(object, keyPath)
        }
    }

    /// The underlying value that the observed object references.
    public var wrappedValue: ObjectType

    /// Creates an observed object with an initial value.
    public init(initialValue: ObjectType) { wrappedValue = initialValue }

    /// Creates an observed object with an initial wrapped value.
    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }

    /// A projection of the observed object that creates bindings to its properties.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { Wrapper(object: wrappedValue) }
}

extension ObservedObject: InstallableProperty {
    package func install(_ installation: PropertyInstallation) {
        installation.observe(wrappedValue)
    }
}
