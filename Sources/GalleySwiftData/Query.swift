public import Foundation
public import GalleyUI

/// A property wrapper that fetches models through the environment's `modelContext`.
///
/// The fetch runs whenever the view reads the property, usually in `body`, so the result is
/// always the context's current models; the view is evaluated again when the context's models
/// change, or when a property that the predicate or sort order read changes. Fetch errors are
/// kept in `fetchError` and give an empty result. The animation or transaction is recorded.
@propertyWrapper @MainActor @preconcurrency public struct Query<Element, Result>: DynamicProperty
where Element: PersistentModel {
    private let descriptor: FetchDescriptor<Element>
    private let transaction: Transaction?
    private let box = QueryBox()

    private init(descriptor: FetchDescriptor<Element>, transaction: Transaction?) {
        self.descriptor = descriptor
        self.transaction = transaction
    }

    /// The models the query selects now.
    public var wrappedValue: Result {
        let context = modelContext
        do {
            box.fetchError = nil
            return try context.fetch(descriptor) as! Result
        } catch {
            box.fetchError = error
            return [Element]() as! Result
        }
    }

    /// The error of the last fetch, if it failed.
    public var fetchError: (any Error)? { box.fetchError }

    /// The context the query fetches from: the environment's `modelContext` once the view is
    /// being evaluated, the default context before.
    public var modelContext: ModelContext {
        guard var environment = box.environment else { return EnvironmentValues().modelContext }
        environment.recorder = box.recorder
        return environment.modelContext
    }
}

/// `keyPath` as the `Sendable` key path `SortDescriptor` takes. Apple's `Query` initialisers take
/// plain key paths; the key paths an app writes there are literals, which are sendable.
private func sendable<Root, Value>(_ keyPath: KeyPath<Root, Value>) -> any KeyPath<Root, Value> & Sendable {
    unsafeBitCast(keyPath, to: (any KeyPath<Root, Value> & Sendable).self)
}

/// Where a `Query` finds its view's environment once installed, and its last error.
final class QueryBox {
    var environment: EnvironmentValues?
    var recorder: AccessRecorder?
    var fetchError: (any Error)?
}

extension Query: InstallableProperty {
    package func install(_ installation: PropertyInstallation) {
        box.environment = installation.context.environment
        box.recorder = installation.node.recorder
    }
}

extension Query where Result == [Element] {
    /// A query for every model of the type, in no particular order.
    public init() {
        self.init(FetchDescriptor(), transaction: nil)
    }

    /// A query for the models that `descriptor` selects.
    public init(_ descriptor: FetchDescriptor<Element>, transaction: Transaction? = nil) {
        self.init(descriptor: descriptor, transaction: transaction)
    }

    /// A query for the models that `descriptor` selects, animating changes.
    public init(_ descriptor: FetchDescriptor<Element>, animation: Animation) {
        self.init(descriptor: descriptor, transaction: Transaction(animation: animation))
    }

    /// A query for the models that match `filter`, in the order of `descriptors`.
    public init(
        filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [],
        transaction: Transaction? = nil
    ) {
        self.init(FetchDescriptor(predicate: filter, sortBy: descriptors), transaction: transaction)
    }

    /// A query for the models that match `filter`, in the order of `descriptors`, animating changes.
    public init(
        filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [], animation: Animation
    ) {
        self.init(FetchDescriptor(predicate: filter, sortBy: descriptors), animation: animation)
    }

    /// A query for the models that match `filter`, sorted by the property at `keyPath`.
    public init<Value>(
        filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value>, order: SortOrder = .forward,
        transaction: Transaction? = nil
    ) where Value: Comparable {
        self.init(
            FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(sendable(keyPath), order: order)]),
            transaction: transaction)
    }

    /// A query for the models that match `filter`, sorted by the optional property at `keyPath`.
    public init<Value>(
        filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?>, order: SortOrder = .forward,
        transaction: Transaction? = nil
    ) where Value: Comparable {
        self.init(
            FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(sendable(keyPath), order: order)]),
            transaction: transaction)
    }

    /// A query for the models that match `filter`, sorted by the property at `keyPath`,
    /// animating changes.
    public init<Value>(
        filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value>, order: SortOrder = .forward,
        animation: Animation
    ) where Value: Comparable {
        self.init(
            FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(sendable(keyPath), order: order)]),
            animation: animation)
    }

    /// A query for the models that match `filter`, sorted by the optional property at `keyPath`,
    /// animating changes.
    public init<Value>(
        filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?>, order: SortOrder = .forward,
        animation: Animation
    ) where Value: Comparable {
        self.init(
            FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(sendable(keyPath), order: order)]),
            animation: animation)
    }

    /// A query for every model of the type, animating changes.
    public init(animation: Animation) {
        self.init(FetchDescriptor(), animation: animation)
    }

    /// A query for every model of the type, in `transaction`.
    public init(transaction: Transaction?) {
        self.init(FetchDescriptor(), transaction: transaction)
    }
}
