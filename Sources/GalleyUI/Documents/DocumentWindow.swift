/// The window a `DocumentGroup` opens for a new document: its editor, made on the main actor
/// when the scene is collected.
protocol DocumentWindow {
    @MainActor func makeContent() -> any View
}

/// A new value-type document's window: the editor with a binding to the document, which the
/// window holds as state.
struct FileDocumentWindow<Document: FileDocument, Content: View>: DocumentWindow {
    let newDocument: @Sendable () -> Document
    let editor: (FileDocumentConfiguration<Document>) -> Content

    @MainActor func makeContent() -> any View {
        FileDocumentEditor(document: newDocument(), editor: editor)
    }
}

/// A new reference-type document's window: the editor with the observed document, which is
/// also an environment object of the editor's views, as in SwiftUI.
struct ReferenceFileDocumentWindow<Document: ReferenceFileDocument, Content: View>: DocumentWindow {
    let newDocument: @Sendable () -> Document
    let editor: (ReferenceFileDocumentConfiguration<Document>) -> Content

    @MainActor func makeContent() -> any View {
        ReferenceFileDocumentEditor(document: StateObject(wrappedValue: newDocument()), editor: editor)
    }
}

/// The editor of a value-type document, holding the document.
struct FileDocumentEditor<Document: FileDocument, Content: View>: View {
    @State var document: Document
    let editor: (FileDocumentConfiguration<Document>) -> Content

    var body: some View {
        editor(FileDocumentConfiguration(document: $document, fileURL: nil, isEditable: true))
    }
}

/// The editor of a reference-type document, owning the document object.
struct ReferenceFileDocumentEditor<Document: ReferenceFileDocument, Content: View>: View {
    @StateObject var document: Document
    let editor: (ReferenceFileDocumentConfiguration<Document>) -> Content

    init(document: StateObject<Document>, editor: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content) {
        _document = document
        self.editor = editor
    }

    var body: some View {
        editor(ReferenceFileDocumentConfiguration(document: document, fileURL: nil, isEditable: true))
            .environmentObject(document)
    }
}

/// A window whose content another runtime module makes (GalleySwiftData's model documents).
struct ClosureDocumentWindow: DocumentWindow {
    let make: @MainActor () -> any View

    @MainActor func makeContent() -> any View { make() }
}

extension DocumentGroup {
    /// A group whose window, if `content` is given, opens at launch with what `content` makes;
    /// without it the group is not open. For the runtime's other modules (GalleySwiftData's
    /// `init(editing:contentType:editor:prepareDocument:)`), which cannot see `DocumentWindow`.
    package init(opening content: (@MainActor () -> any View)?) {
        window = content.map { ClosureDocumentWindow(make: $0) }
    }
}

/// A new document of the iOS 27 model's window: a task makes the document with the group's
/// `makeDocument` closure, and the editor shows it once made.
struct ModelDocumentWindow<Document: AnyObject, Content: View>: DocumentWindow {
    let makeDocument: @MainActor (URLDocumentConfiguration, DocumentCreationContext) async throws -> Document
    let editor: (Document) -> Content

    @MainActor func makeContent() -> any View {
        ModelDocumentEditor(makeDocument: makeDocument, editor: editor)
    }
}

/// The editor of a document of the iOS 27 model: empty until the document is made, then the
/// group's editor with it. A `makeDocument` that throws leaves it empty.
struct ModelDocumentEditor<Document: AnyObject, Content: View>: View {
    let makeDocument: @MainActor (URLDocumentConfiguration, DocumentCreationContext) async throws -> Document
    let editor: (Document) -> Content
    @State private var document: Document?

    var body: some View {
        Group {
            if let document { editor(document) }
        }
        .task {
            guard document == nil else { return }
            document = try? await makeDocument(URLDocumentConfiguration(), DocumentCreationContext())
        }
    }
}
