import Foundation
import Observation

/// An object that holds an app's models for the schema it was created with.
///
/// Galley's container keeps its models in memory for the run, whatever its configurations say;
/// it never throws. Models reach it when a context saves; every context of the container sees
/// them.
public final class ModelContainer: @unchecked Sendable {
    /// The container's schema.
    public let schema: Schema
    /// The container's configurations.
    public let configurations: [any DataStoreConfiguration]

    private let lock = NSLock()
    private var storedModels: [any PersistentModel] = []
    private var storedIndex: Set<ObjectIdentifier> = []
    let signal = ChangeSignal()
    /// Whether this is the schemaless container behind the environment's default context.
    let isSchemaless: Bool
    nonisolated(unsafe) private var main: ModelContext?

    /// A container for the models of `givenSchema`, stored as `configurations` describe.
    public init(for givenSchema: Schema, configurations: [any DataStoreConfiguration]) throws {
        schema = givenSchema
        self.configurations = configurations
        isSchemaless = false
    }

    /// A container for the models of `givenSchema`, stored as `configurations` describe.
    public convenience init(for givenSchema: Schema, configurations: ModelConfiguration...) throws {
        try self.init(for: givenSchema, configurations: configurations as [any DataStoreConfiguration])
    }

    /// A container for the given model types, stored as `configurations` describe.
    public convenience init(
        for forTypes: any PersistentModel.Type..., configurations: any DataStoreConfiguration...
    ) throws {
        try self.init(for: Schema(forTypes), configurations: configurations)
    }

    private init(schemaless: Void) {
        schema = Schema([])
        configurations = [ModelConfiguration(isStoredInMemoryOnly: true)]
        isSchemaless = true
    }

    /// The in-memory container without a schema that the environment's default context uses.
    static let schemaless = ModelContainer(schemaless: ())

    /// The context bound to the main actor, which `modelContainer(_:)` places in the environment.
    @MainActor public var mainContext: ModelContext {
        if let main { return main }
        let context = ModelContext(self)
        context.autosaveEnabled = true
        main = context
        return context
    }

    /// Deletes every model the container holds.
    public func deleteAllData() {
        let models = lock.withLock {
            defer {
                storedModels = []
                storedIndex = []
            }
            return storedModels
        }
        for model in models { model._$backingData.isDeleted = true }
        signal.bump()
    }

    // MARK: - The store

    /// The saved models, in the order they were saved.
    var saved: [any PersistentModel] { lock.withLock { storedModels } }

    func isSaved(_ model: any PersistentModel) -> Bool {
        lock.withLock { storedIndex.contains(ObjectIdentifier(model)) }
    }

    /// Adds `inserted` and removes `deleted` (by identity), then tells the container's observers.
    func commit(inserted: [any PersistentModel], deleted: Set<ObjectIdentifier>) {
        lock.withLock {
            if !deleted.isEmpty {
                storedModels.removeAll { deleted.contains(ObjectIdentifier($0)) }
                storedIndex.subtract(deleted)
            }
            for model in inserted where storedIndex.insert(ObjectIdentifier(model)).inserted {
                storedModels.append(model)
            }
        }
        signal.bump()
    }
}

/// An observable counter that a fetch reads and a change bumps, so that a view whose `body`
/// fetched is evaluated again when the models it could see change.
final class ChangeSignal: Observable, @unchecked Sendable {
    private let registrar = ObservationRegistrar()
    private var generation = 0

    func read() { registrar.access(self, keyPath: \.generation) }

    func bump() { registrar.withMutation(of: self, keyPath: \.generation) { generation += 1 } }
}
