/// A property wrapper type that can read and write a value owned by a source of truth.
@propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
    /// The binding's transaction, applied to the state change its writes make.
    public var transaction = Transaction()
    private let getter: () -> Value
    private let setter: (Value, Transaction) -> Void

    /// Creates a binding with closures that read and write the binding value.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        getter = get
        setter = { value, _ in set(value) }
    }

    /// Creates a binding with a closure that reads and a closure that writes the value within
    /// a transaction.
    public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
        getter = get
        setter = set
    }

    /// Creates a binding from the value of another binding.
    public init(projectedValue: Binding<Value>) { self = projectedValue }

    /// A binding to the property at `keyPath` of `object`: what `@Bindable`,
    /// `@ObservedObject` and `@EnvironmentObject` project for `$model.property`.
    package init<Root>(_ object: Root, _ keyPath: ReferenceWritableKeyPath<Root, Value>) {
        self.init(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }

    /// Creates a binding with an immutable value.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    /// The underlying value referenced by the binding variable.
    public var wrappedValue: Value {
        get { getter() }
        nonmutating set {
            let transaction = transaction
            if transaction.storage.entries.isEmpty {
                setter(newValue, Transaction.current ?? transaction)
            } else {
                withTransaction(transaction) { setter(newValue, transaction) }
            }
        }
    }

    /// A projection of the binding value that returns a binding.
    public var projectedValue: Binding<Value> { self }

    /// Returns a binding to the resulting value of a given key path.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<
        Subject
    > {
        let base = self
        var binding = Binding<Subject>(
            get: { base.wrappedValue[keyPath: keyPath] },
            set: { value, _ in base.wrappedValue[keyPath: keyPath] = value })
        binding.transaction = transaction
        return binding
    }

    /// Specifies a transaction for the binding.
    public func transaction(_ transaction: Transaction) -> Binding<Value> {
        var binding = self
        binding.transaction = transaction
        return binding
    }

    /// Specifies an animation to perform when the binding value changes.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        var binding = self
        binding.transaction.animation = animation
        return binding
    }
}

extension Binding {
    /// Creates a binding by projecting the base value to an optional value.
    public init<V>(_ base: Binding<V>) where Value == V? {
        self.init(get: { base.wrappedValue }, set: { if let value = $0 { base.wrappedValue = value } })
    }

    /// Creates a binding by projecting the base value to an unwrapped value, or nil if the
    /// base value is nil.
    public init?(_ base: Binding<Value?>) {
        guard let initial = base.wrappedValue else { return nil }
        self.init(get: { base.wrappedValue ?? initial }, set: { base.wrappedValue = $0 })
    }

    /// Creates a binding by projecting the base value to a hashable value.
    public init<V: Hashable>(_ base: Binding<V>) where Value == AnyHashable {
        self.init(
            get: { AnyHashable(base.wrappedValue) },
            set: { if let value = $0.base as? V { base.wrappedValue = value } })
    }
}

extension Binding: @unchecked Sendable where Value: Sendable {}

extension Binding: Identifiable where Value: Identifiable {
    /// The stable identity of the entity associated with this instance.
    public var id: Value.ID { wrappedValue.id }
}

extension Binding: Sequence where Value: MutableCollection {
    /// A binding to one element.
    public typealias Element = Binding<Value.Element>
    /// Iterates over bindings to the elements.
    public typealias Iterator = IndexingIterator<Binding<Value>>
    /// A slice of bindings.
    public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection {
    /// The base collection's index.
    public typealias Index = Value.Index
    /// The base collection's indices.
    public typealias Indices = Value.Indices
    /// The indices of the base collection.
    public var indices: Value.Indices { wrappedValue.indices }
    /// The position of the first element.
    public var startIndex: Value.Index { wrappedValue.startIndex }
    /// The position one past the last element.
    public var endIndex: Value.Index { wrappedValue.endIndex }
    /// The position after `i`.
    public func index(after i: Value.Index) -> Value.Index { wrappedValue.index(after: i) }
    /// A binding to the element at `position`.
    public subscript(position: Value.Index) -> Binding<Value.Element> {
        Binding<Value.Element>(get: { wrappedValue[position] }, set: { wrappedValue[position] = $0 })
    }
}

extension Binding: BidirectionalCollection
where Value: BidirectionalCollection & MutableCollection {
    /// The position before `i`.
    public func index(before i: Value.Index) -> Value.Index { wrappedValue.index(before: i) }
}

extension Binding: RandomAccessCollection where Value: RandomAccessCollection & MutableCollection {}

extension Binding: DynamicProperty {}
