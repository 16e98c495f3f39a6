// GalleySwiftData: the module that snippets written for SwiftData compile against, as `SwiftData`
// (`swiftc -module-alias SwiftData=GalleySwiftData`), with the parts Apple declares in SwiftData's
// SwiftUI overlay (`@Query`, `modelContainer(for:)`, `EnvironmentValues.modelContext`, the model
// `DocumentGroup`s), since a module alias cannot make a cross-import overlay.
//
// Everything lives in memory for the run: no store is written to disk, and `ModelConfiguration`'s
// URLs, group containers and CloudKit databases are recorded and not used. What is modelled is the
// data flow an app sees:
// - `@Model` classes are `PersistentModel`s and `Observable`: reading a stored property inside a
//   view's `body` is tracked, and changing it re-evaluates the view.
// - A `ModelContext` inserts, deletes, fetches (predicate, sort descriptors, offset, limit), counts,
//   saves and rolls back. Its pending changes are visible to its own fetches; `save()` moves them
//   into the container, where every context of the container sees them. Inserting a model inserts
//   the models it refers to. `@Attribute(.unique)` makes an insert replace the model with the same
//   value; `@Relationship(deleteRule: .cascade)` deletes the related models with their owner.
//   Deleting a model removes it at once from the optionals and arrays of the other models the
//   context sees (through their setters, so views observe it), whatever the delete rule.
// - `@Query` fetches through the environment's `modelContext` whenever the view reads it, and the
//   view is evaluated again when the context's models change.
//
// Not modelled: `.deny` and `.noAction` (references are cleared whatever the rule), inverse
// relationships (setting one side does not set the other), minimum and maximum counts, autosave timing (an autosaving context keeps its changes pending, visible to its own
// fetches, until `save()`), undo, rollback of changed property values (rollback discards pending
// inserts and deletes only), schema versions and migration plans, history, and `ModelActor`.
@_exported import Foundation
