public import GalleyUniformTypeIdentifiers

/// What a document writes to: the content type to write and the file wrapper written last,
/// nil for a document never saved.
public struct FileDocumentWriteConfiguration {
    /// The content type to write.
    public let contentType: UTType
    /// The file wrapper of the document's current file; nil when it was never saved.
    public let existingFile: FileWrapper?

    package init(contentType: UTType, existingFile: FileWrapper?) {
        self.contentType = contentType
        self.existingFile = existingFile
    }
}
