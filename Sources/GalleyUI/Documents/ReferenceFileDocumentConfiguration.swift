import Foundation

/// The open reference-type document an editor or viewer of a `DocumentGroup` is given: the
/// observed document, its file's URL and whether it can be edited.
@MainActor @preconcurrency public struct ReferenceFileDocumentConfiguration<Document>
where Document: ReferenceFileDocument {
    /// The document, observed: a change it announces evaluates the editor again.
    @ObservedObject public var document: Document
    /// The URL of the document's file; nil for a new document, which is never saved here.
    public var fileURL: URL?
    /// Whether the document can be edited: false in a viewer.
    public var isEditable: Bool

    package init(document: Document, fileURL: URL?, isEditable: Bool) {
        _document = ObservedObject(wrappedValue: document)
        self.fileURL = fileURL
        self.isEditable = isEditable
    }
}
