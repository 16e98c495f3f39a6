/// A scene that creates, opens and saves documents, each in a window with its editor or viewer.
///
/// Inert here, as other scenes are where there is nothing to open: GalleyUI has no files and no
/// document browser. A group that can create documents (`init(newDocument:editor:)`) opens one
/// window at launch with a new document, like a Mac app's untitled document, when it is the
/// first window scene: its editor is evaluated with that document, so environment reads,
/// `onAppear` and changes made through `configuration.$document` happen. A group that only
/// views documents (`init(viewing:viewer:)`) has no document to show, so its window is not open.
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
