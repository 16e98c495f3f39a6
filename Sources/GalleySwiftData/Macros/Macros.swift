public import Foundation
public import GalleyUI
import Observation

/// Makes a class a SwiftData model: it conforms to `PersistentModel` and `Observable`, and each
/// stored `var` becomes observation-tracked (reads in a view's `body` are observed, changes
/// re-evaluate the view and mark the model changed in its context), except `@Transient` ones and,
/// in Galley, ones with `willSet`/`didSet` observers or a leading underscore, which stay plain
/// stored properties.
///
/// Galley's expansion generates `_$backingData` (identifier, context, observation registrar),
/// `access(keyPath:)` and `withMutation(keyPath:_:)`, `schemaMetadata` (the stored properties with
/// their `@Attribute` and `@Relationship` options) and `@_PersistedProperty` on each stored `var`.
@attached(
    member, conformances: Observable, PersistentModel, Sendable,
    names: named(_$backingData), named(persistentBackingData), named(schemaMetadata), named(init),
    named(_$observationRegistrar), named(_SwiftDataNoType), named(access), named(withMutation))
@attached(memberAttribute)
@attached(extension, conformances: Observable, PersistentModel, Sendable)
public macro Model() = #externalMacro(module: "EntryMacros", type: "ModelMacro")

/// Makes a stored property of a `@Model` class observation-tracked, backed by a private `_name`
/// property. `@Model` attaches it; it is not written by hand.
@attached(accessor, names: named(init), named(get), named(set))
@attached(peer, names: prefixed(_))
public macro _PersistedProperty() = #externalMacro(module: "EntryMacros", type: "PersistedPropertyMacro")

/// Gives a stored property of a model its schema options. `.unique` is honoured by
/// `ModelContext.insert(_:)`; the other options are recorded.
@attached(peer)
public macro Attribute(
    _ options: Schema.Attribute.Option..., originalName: String? = nil, hashModifier: String? = nil
) = #externalMacro(module: "EntryMacros", type: "SchemaPropertyMacro")

/// Makes a stored property of a model a relationship with the given options. `deleteRule:
/// .cascade` is honoured by `ModelContext.delete(_:)`; the other options are recorded.
@attached(peer)
public macro Relationship(
    _ options: Schema.Relationship.Option..., deleteRule: Schema.Relationship.DeleteRule = .nullify,
    minimumModelCount: Int? = 0, maximumModelCount: Int? = 0, originalName: String? = nil,
    inverse: AnyKeyPath? = nil, hashModifier: String? = nil
) = #externalMacro(module: "EntryMacros", type: "SchemaPropertyMacro")

/// Keeps a stored property of a model out of the schema: it is neither tracked nor stored.
@attached(peer)
public macro Transient() = #externalMacro(module: "EntryMacros", type: "SchemaPropertyMacro")

// `@Query` is a macro as well as the `Query` property wrapper, as in Apple's SDKs since 2024: the
// macro reads the model type from the property's `[Element]` annotation, which a property
// wrapper cannot infer, and expands to a `_name: Query<Element, [Element]>` peer and a getter
// that returns its `wrappedValue`.

/// Fetches every model of the property's type.
@attached(accessor) @attached(peer, names: prefixed(`_`))
public macro Query() = #externalMacro(module: "EntryMacros", type: "QueryMacro")

/// Fetches the models of the property's type, animating changes.
@attached(accessor) @attached(peer, names: prefixed(`_`))
public macro Query(animation: Animation) = #externalMacro(module: "EntryMacros", type: "QueryMacro")

/// Fetches the models of the property's type in `transaction`.
@attached(accessor) @attached(peer, names: prefixed(`_`))
public macro Query(transaction: Transaction?) = #externalMacro(module: "EntryMacros", type: "QueryMacro")

/// Fetches the models that `descriptor` selects.
@attached(accessor) @attached(peer, names: prefixed(`_`))
public macro Query<Element>(_ descriptor: FetchDescriptor<Element>, animation: Animation) =
    #externalMacro(module: "EntryMacros", type: "QueryMacro") where Element: PersistentModel

/// Fetches the models that `descriptor` selects.
@attached(accessor) @attached(peer, names: prefixed(`_`))
public macro Query<Element>(_ descriptor: FetchDescriptor<Element>, transaction: Transaction? = nil) =
    #externalMacro(module: "EntryMacros", type: "QueryMacro") where Element: PersistentModel

/// Fetches the models that match `filter`, in the order of `descriptors`.
@attached(accessor) @attached(peer, names: prefixed(`_`))
public macro Query<Element>(
    filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [],
    transaction: Transaction? = nil
) = #externalMacro(module: "EntryMacros", type: "QueryMacro") where Element: PersistentModel

/// Fetches the models that match `filter`, in the order of `descriptors`, animating changes.
@attached(accessor) @attached(peer, names: prefixed(`_`))
public macro Query<Element>(
    filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [], animation: Animation
) = #externalMacro(module: "EntryMacros", type: "QueryMacro") where Element: PersistentModel

/// Fetches the models that match `filter`, sorted by the property at `keyPath`.
@attached(accessor) @attached(peer, names: prefixed(`_`))
public macro Query<Value, Element>(
    filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value>, order: SortOrder = .forward,
    transaction: Transaction? = nil
) = #externalMacro(module: "EntryMacros", type: "QueryMacro") where Value: Comparable, Element: PersistentModel

/// Fetches the models that match `filter`, sorted by the optional property at `keyPath`.
@attached(accessor) @attached(peer, names: prefixed(`_`))
public macro Query<Value, Element>(
    filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?>, order: SortOrder = .forward,
    transaction: Transaction? = nil
) = #externalMacro(module: "EntryMacros", type: "QueryMacro") where Value: Comparable, Element: PersistentModel

/// Fetches the models that match `filter`, sorted by the property at `keyPath`, animating changes.
@attached(accessor) @attached(peer, names: prefixed(`_`))
public macro Query<Value, Element>(
    filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value>, order: SortOrder = .forward,
    animation: Animation
) = #externalMacro(module: "EntryMacros", type: "QueryMacro") where Value: Comparable, Element: PersistentModel

/// Fetches the models that match `filter`, sorted by the optional property at `keyPath`,
/// animating changes.
@attached(accessor) @attached(peer, names: prefixed(`_`))
public macro Query<Value, Element>(
    filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?>, order: SortOrder = .forward,
    animation: Animation
) = #externalMacro(module: "EntryMacros", type: "QueryMacro") where Value: Comparable, Element: PersistentModel
