/// A property wrapper type that supports creating bindings to the mutable properties of
/// observable objects.
///
/// ```swift
/// @Bindable var book: Book
/// TextField("Title", text: $book.title)
/// ```
@propertyWrapper @dynamicMemberLookup public struct Bindable<Value>: DynamicProperty {
    /// The wrapped object.
    public var wrappedValue: Value
    /// The bindable wrapper for the object that creates bindings to its properties using
    /// dynamic member lookup.
    public var projectedValue: Bindable<Value> { self }

    /// Creates a bindable object from an observable object.
    public init(wrappedValue: Value) where Value: AnyObject & Observable {
        self.wrappedValue = wrappedValue
    }
    /// Creates a bindable object from an observable object.
    public init(_ wrappedValue: Value) where Value: AnyObject & Observable {
        self.wrappedValue = wrappedValue
    }
    /// Creates a bindable from the value of another bindable.
    public init(projectedValue: Bindable<Value>) { self = projectedValue }

    /// Returns a binding to the value of a given key path.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>)
        -> Binding<Subject>
    {
        Binding(wrappedValue, keyPath)
    }
}

extension Bindable: Identifiable where Value: Identifiable {
    /// The identifier of the wrapped object.
    public var id: Value.ID { wrappedValue.id }
}
