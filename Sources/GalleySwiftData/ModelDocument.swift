public import GalleyUI
public import GalleyUniformTypeIdentifiers

/// The document type of a `DocumentGroup` whose documents are SwiftData stores. Made only by
/// `DocumentGroup`'s model initialisers.
public struct ModelDocument {
    private init() {}
}

extension DocumentGroup where Document == ModelDocument {
    /// A group that creates and edits documents storing `modelType`. As with GalleyUI's other
    /// creating groups, its window opens at launch with a new document: an in-memory container
    /// for `modelType`, handed to `prepareDocument`, whose main context is the editor's
    /// `modelContext`. Nothing is written to a file.
    nonisolated public init(
        editing modelType: any PersistentModel.Type, contentType: UTType, editor: @escaping () -> Content,
        prepareDocument: @escaping (ModelContext) -> Void = { _ in }
    ) {
        // The scene is collected, and the closures called, on the main actor, as in SwiftUI.
        let closures = UncheckedClosures(editor: editor, prepareDocument: prepareDocument)
        self.init(opening: {
            let container = ContainerHolder().container(
                for: [modelType], inMemory: true, isAutosaveEnabled: true, isUndoEnabled: false, onSetup: { _ in })
            closures.prepareDocument(container.mainContext)
            return closures.editor().modelContainer(container)
        })
    }

    /// A group that views documents storing `modelType`; with no document to open, its window
    /// is not open.
    nonisolated public init(
        viewing modelType: any PersistentModel.Type, contentType: UTType, viewer: @escaping () -> Content
    ) {
        self.init(opening: nil)
    }
}

/// A model document group's closures, which the group takes from any isolation and calls on the
/// main actor when its window opens.
private struct UncheckedClosures<Content>: @unchecked Sendable {
    let editor: () -> Content
    let prepareDocument: (ModelContext) -> Void
}
