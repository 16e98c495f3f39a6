import Foundation

/// The open value-type document an editor or viewer of a `DocumentGroup` is given: a binding to
/// the document, its file's URL and whether it can be edited.
public struct FileDocumentConfiguration<Document> where Document: FileDocument {
    /// The document; setting it changes the document the group holds.
    @Binding public var document: Document
    /// The URL of the document's file; nil for a new document, which is never saved here.
    public var fileURL: URL?
    /// Whether the document can be edited: false in a viewer.
    public var isEditable: Bool

    package init(document: Binding<Document>, fileURL: URL?, isEditable: Bool) {
        _document = document
        self.fileURL = fileURL
        self.isEditable = isEditable
    }
}
