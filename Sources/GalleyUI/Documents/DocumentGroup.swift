public import Foundation

/// A scene that creates, opens and saves documents, each in a window with its editor or viewer.
///
/// Inert here, as other scenes are where there is nothing to open: GalleyUI has no files and no
/// document browser. A group that can create documents (`init(newDocument:editor:)`) opens one
/// window at launch with a new document, like a Mac app's untitled document, when it is the
/// first window scene: its editor is evaluated with that document, so environment reads,
/// `onAppear` and changes made through `configuration.$document` happen. A group that only
/// views documents (`init(viewing:viewer:)`) has no document to show, so its window is not open.
///
/// The forms of iOS 27 (`init(allowCreating:editor:makeDocument:)` and
/// `init(viewer:makeReadableDocument:)`) take a document class of the new model
/// (`DocumentModel.swift`). One that can create documents opens its window at launch in the same
/// way: the window's task calls `makeDocument` (with a configuration whose `fileURL` is nil and a
/// context without a creation source) and the editor is evaluated with the document it returns;
/// if `makeDocument` throws, the window stays empty. No reader or writer is asked for and nothing
/// is applied to the document, as no file is opened or saved. A viewer group, or one made with
/// `allowCreating: false`, has no document to show, so its window is not open and its closure is
/// not called.
nonisolated public struct DocumentGroup<Document, Content> where Content: View {
    let window: (any DocumentWindow)?
}

extension DocumentGroup: Scene, PrimitiveScene {
    /// A document group has no body.
    @MainActor @preconcurrency public var body: Never { fatalError("DocumentGroup has no body") }

    @MainActor func collect(into collector: SceneCollector, environment: EnvironmentValues) {
        var environment = environment
        environment[DocumentConfigurationKey.self] = DocumentConfiguration(fileURL: nil, isEditable: true)
        collector.windows.append(
            .init(
                kind: "DocumentGroup", title: window == nil ? nil : "Untitled", environment: environment,
                content: window?.makeContent() ?? EmptyView(), opensAtLaunch: window != nil))
    }
}

extension DocumentGroup where Document: FileDocument {
    /// Creates a group that creates value-type documents with `newDocument` and edits them in
    /// `editor`.
    @preconcurrency nonisolated public init(
        newDocument: @autoclosure @escaping @Sendable () -> Document,
        @ViewBuilder editor: @escaping (FileDocumentConfiguration<Document>) -> Content
    ) {
        window = FileDocumentWindow(newDocument: newDocument, editor: editor)
    }

    /// Creates a group that views value-type documents of `documentType` in `viewer`.
    nonisolated public init(
        viewing documentType: Document.Type,
        @ViewBuilder viewer: @escaping (FileDocumentConfiguration<Document>) -> Content
    ) {
        window = nil
    }
}

extension DocumentGroup where Document: ReferenceFileDocument {
    /// Creates a group that creates reference-type documents with `newDocument` and edits them
    /// in `editor`.
    @preconcurrency nonisolated public init(
        newDocument: @escaping @Sendable () -> Document,
        @ViewBuilder editor: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content
    ) {
        window = ReferenceFileDocumentWindow(newDocument: newDocument, editor: editor)
    }

    /// Creates a group that views reference-type documents of `documentType` in `viewer`.
    nonisolated public init(
        viewing documentType: Document.Type,
        @ViewBuilder viewer: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content
    ) {
        window = nil
    }
}

extension DocumentGroup
where
    Document: Observable, Document: GalleyUI.Document, Document.Reader.Source == URL, Document.Writer.Destination == URL
{
    /// Creates a group that edits documents of the iOS 27 model in `editor`, making each with
    /// `makeDocument`; with `allowCreating` false it only opens existing ones.
    nonisolated public init(
        allowCreating: Bool = true, @ViewBuilder editor: @escaping (Document) -> Content,
        makeDocument: @escaping @MainActor (URLDocumentConfiguration, DocumentCreationContext) async throws -> Document
    ) {
        window = allowCreating ? ModelDocumentWindow(makeDocument: makeDocument, editor: editor) : nil
    }
}

extension DocumentGroup where Document: Observable, Document: ReadableDocument, Document.Reader.Source == URL {
    /// Creates a group that shows read-only documents of the iOS 27 model in `viewer`, making
    /// each with `makeReadableDocument` when one is opened.
    nonisolated public init(
        @ViewBuilder viewer: @escaping (Document) -> Content,
        makeReadableDocument:
            @escaping @MainActor (URLDocumentConfiguration, DocumentCreationContext) async throws
            -> Document
    ) {
        window = nil
    }
}
