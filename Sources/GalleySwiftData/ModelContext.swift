public import Foundation
public import GalleyUI

/// An object that inserts, fetches and deletes models, and saves the changes to its container.
///
/// Galley keeps everything in memory. A context's pending changes (inserts, deletes, changed
/// properties) are visible to its own fetches at once; `save()` moves them into the container,
/// where other contexts see them. `autosaveEnabled` is recorded: Galley does not save on its own.
public class ModelContext {
    /// The context's container.
    public let container: ModelContainer
    /// Whether the context saves on its own (recorded: Galley saves only when `save()` is called).
    public var autosaveEnabled: Bool = false
    /// The undo manager that would record the context's changes (recorded; nothing is registered).
    public var undoManager: UndoManager?

    private var inserted: [any PersistentModel] = []
    private var deleted: [ObjectIdentifier: any PersistentModel] = [:]
    private var changed: [ObjectIdentifier: any PersistentModel] = [:]
    let signal = ChangeSignal()

    /// A context for the models of `container`.
    public init(_ container: ModelContainer) {
        self.container = container
    }

    /// Whether the context has changes it has not saved.
    public var hasChanges: Bool { !inserted.isEmpty || !deleted.isEmpty || !changed.isEmpty }

    /// The models inserted since the last save.
    public var insertedModelsArray: [any PersistentModel] { inserted }
    /// The saved models changed since the last save.
    public var changedModelsArray: [any PersistentModel] { Array(changed.values) }
    /// The saved models deleted since the last save.
    public var deletedModelsArray: [any PersistentModel] { Array(deleted.values) }

    // MARK: - Inserting and deleting

    /// Inserts `model` and the models it refers to. A model whose `@Attribute(.unique)` value
    /// equals another model's replaces that model.
    public func insert<T>(_ model: T) where T: PersistentModel {
        var visited = Set<ObjectIdentifier>()
        insert(model as any PersistentModel, visited: &visited)
        signal.bump()
    }

    private func insert(_ model: any PersistentModel, visited: inout Set<ObjectIdentifier>) {
        guard visited.insert(ObjectIdentifier(model)).inserted else { return }
        guard !container.isSchemaless else {
            fatalError(
                "SwiftData: no ModelContainer in this environment: the default model context has no schema, "
                    + "so '\(type(of: model))' cannot be inserted. Add .modelContainer(for: \(type(of: model)).self) "
                    + "to a view or scene above this one.")
        }
        let backing = model._$backingData
        if backing.context === self, !backing.isDeleted { return insertRelated(of: model, visited: &visited) }
        if backing.isDeleted, deleted.removeValue(forKey: ObjectIdentifier(model)) != nil {
            backing.isDeleted = false
            return
        }
        replaceUniqueMatches(of: model)
        backing.context = self
        backing.isDeleted = false
        if !container.isSaved(model) { inserted.append(model) }
        insertRelated(of: model, visited: &visited)
    }

    private func insertRelated(of model: any PersistentModel, visited: inout Set<ObjectIdentifier>) {
        for property in type(of: model).schemaMetadata {
            for related in Self.models(in: model[keyPath: property.keypath]) {
                insert(related, visited: &visited)
            }
        }
    }

    /// Removes the models of `model`'s type whose unique attributes equal `model`'s.
    private func replaceUniqueMatches(of model: any PersistentModel) {
        let unique = type(of: model).schemaMetadata.filter { ($0.metadata as? Schema.Attribute)?.isUnique == true }
        guard !unique.isEmpty else { return }
        for other in visibleModels() where type(of: other) == type(of: model) && other !== model {
            let clashes = unique.contains { property in
                guard let mine = model[keyPath: property.keypath] as? AnyHashable,
                    let theirs = other[keyPath: property.keypath] as? AnyHashable
                else { return false }
                return mine == theirs
            }
            if clashes {
                var visited = Set<ObjectIdentifier>()
                delete(other, visited: &visited, cascading: false)
            }
        }
    }

    /// Deletes `model`, and the models its `.cascade` relationships refer to.
    public func delete<T>(_ model: T) where T: PersistentModel {
        var visited = Set<ObjectIdentifier>()
        delete(model as any PersistentModel, visited: &visited, cascading: true)
        signal.bump()
    }

    private func delete(_ model: any PersistentModel, visited: inout Set<ObjectIdentifier>, cascading: Bool) {
        guard visited.insert(ObjectIdentifier(model)).inserted else { return }
        let identity = ObjectIdentifier(model)
        if let index = inserted.firstIndex(where: { $0 === model }) {
            inserted.remove(at: index)
        } else if container.isSaved(model) {
            deleted[identity] = model
        }
        changed[identity] = nil
        model._$backingData.isDeleted = true
        clearReferences(to: model)
        guard cascading else { return }
        for property in type(of: model).schemaMetadata {
            guard (property.metadata as? Schema.Relationship)?.deleteRule == .cascade else { continue }
            for related in Self.models(in: model[keyPath: property.keypath]) {
                delete(related, visited: &visited, cascading: true)
            }
        }
    }

    /// Deletes every model of type `model` that matches `predicate`.
    public func delete<T>(model: T.Type, where predicate: Predicate<T>? = nil, includeSubclasses: Bool = true)
        throws where T: PersistentModel
    {
        for match in try fetch(FetchDescriptor<T>(predicate: predicate)) { delete(match) }
    }

    /// Removes `model` from the relationships of the other models this context sees: optionals
    /// become nil and collections lose it, through the properties' setters, so views observe it.
    private func clearReferences(to model: any PersistentModel) {
        for owner in visibleModels() where owner !== model && !owner._$backingData.isDeleted {
            for property in type(of: owner).schemaMetadata {
                guard let value = owner[keyPath: property.keypath] as? any _ModelReferences,
                    let cleared = value._removingReferences(to: model),
                    let keyPath = property.keypath as? any _ReferenceWritableModelKeyPath
                else { continue }
                keyPath._set(cleared, on: owner)
            }
        }
    }

    // MARK: - Fetching

    /// The models that `descriptor` selects, in its order: the saved models of the container,
    /// less this context's pending deletes, with its pending inserts.
    public func fetch<T>(_ descriptor: FetchDescriptor<T>) throws -> [T] where T: PersistentModel {
        signal.read()
        container.signal.read()
        var models = (descriptor.includePendingChanges ? visibleModels() : container.saved).compactMap { $0 as? T }
        if let predicate = descriptor.predicate {
            models = try models.filter { try predicate.evaluate($0) }
        }
        if !descriptor.sortBy.isEmpty {
            models.sort(using: descriptor.sortBy)
        }
        if let offset = descriptor.fetchOffset, offset > 0 { models = Array(models.dropFirst(offset)) }
        if let limit = descriptor.fetchLimit { models = Array(models.prefix(max(limit, 0))) }
        return models
    }

    /// How many models `descriptor` selects.
    public func fetchCount<T>(_ descriptor: FetchDescriptor<T>) throws -> Int where T: PersistentModel {
        try fetch(descriptor).count
    }

    /// The identifiers of the models `descriptor` selects.
    public func fetchIdentifiers<T>(_ descriptor: FetchDescriptor<T>) throws -> [PersistentIdentifier]
    where T: PersistentModel {
        try fetch(descriptor).map(\.persistentModelID)
    }

    /// The model with `persistentModelID` that this context can see, if any.
    public func registeredModel<T>(for persistentModelID: PersistentIdentifier) -> T? where T: PersistentModel {
        visibleModels().first { $0.persistentModelID == persistentModelID } as? T
    }

    /// The model with `persistentModelID`; traps when this context cannot see one.
    public func model(for persistentModelID: PersistentIdentifier) -> any PersistentModel {
        guard let model = visibleModels().first(where: { $0.persistentModelID == persistentModelID }) else {
            fatalError("SwiftData: no model with identifier \(persistentModelID) in this context")
        }
        return model
    }

    // MARK: - Saving

    /// Moves the pending inserts and deletes into the container.
    public func save() throws {
        guard hasChanges else { return }
        let (insertedNow, deletedNow) = (inserted, Set(deleted.keys))
        inserted = []
        deleted = [:]
        changed = [:]
        container.commit(inserted: insertedNow, deleted: deletedNow)
        signal.bump()
    }

    /// Discards the pending inserts and deletes. Changed property values keep their new values,
    /// references that a delete cleared included.
    public func rollback() {
        for model in inserted where model._$backingData.context === self { model._$backingData.context = nil }
        for model in deleted.values { model._$backingData.isDeleted = false }
        inserted = []
        deleted = [:]
        changed = [:]
        signal.bump()
    }

    /// Runs `block`, then saves.
    public func transaction(block: () throws -> Void) throws {
        try block()
        try save()
    }

    /// Does nothing: Galley applies changes as they are made.
    public func processPendingChanges() {}

    // MARK: - Internals

    /// The models this context sees: saved ones less pending deletes, then pending inserts.
    func visibleModels() -> [any PersistentModel] {
        container.saved.filter { deleted[ObjectIdentifier($0)] == nil } + inserted
    }

    func noteChange(of model: any PersistentModel) {
        let identity = ObjectIdentifier(model)
        if container.isSaved(model), deleted[identity] == nil { changed[identity] = model }
    }

    func hasPendingChanges(for model: any PersistentModel) -> Bool {
        let identity = ObjectIdentifier(model)
        return changed[identity] != nil || deleted[identity] != nil || inserted.contains { $0 === model }
    }

    /// The models held by a property's value: one model, an optional one, or a collection of them.
    static func models(in value: Any?) -> [any PersistentModel] {
        guard let value else { return [] }
        if let model = value as? any PersistentModel { return [model] }
        if let models = value as? [any PersistentModel] { return models }
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional { return models(in: mirror.children.first?.value) }
        if mirror.displayStyle == .collection || mirror.displayStyle == .set {
            return mirror.children.compactMap { $0.value as? any PersistentModel }
        }
        return []
    }
}

/// A property value that can hold models: an optional model or an array of models.
public protocol _ModelReferences {
    /// The value without `model`, or nil when it does not hold `model`.
    func _removingReferences(to model: AnyObject) -> Self?
}

extension Optional: _ModelReferences where Wrapped: PersistentModel {
    public func _removingReferences(to model: AnyObject) -> Wrapped?? {
        guard let self, self === model else { return nil }
        return .some(nil)
    }
}

extension Array: _ModelReferences where Element: PersistentModel {
    public func _removingReferences(to model: AnyObject) -> [Element]? {
        guard contains(where: { $0 === model }) else { return nil }
        return filter { $0 !== model }
    }
}

/// A key path through which a model's property can be set without knowing its types.
public protocol _ReferenceWritableModelKeyPath {
    /// Sets the property of `root` to `value`, which has the property's type.
    func _set(_ value: Any, on root: AnyObject)
}

extension ReferenceWritableKeyPath: _ReferenceWritableModelKeyPath {
    public func _set(_ value: Any, on root: AnyObject) {
        guard let root = root as? Root, let value = value as? Value else { return }
        root[keyPath: self] = value
    }
}
