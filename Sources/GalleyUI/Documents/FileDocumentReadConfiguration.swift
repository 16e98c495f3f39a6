public import GalleyUniformTypeIdentifiers

/// What a document reads: the file's content type and its file wrapper.
public struct FileDocumentReadConfiguration {
    /// The content type of the file.
    public let contentType: UTType
    /// The file wrapper holding the document's content.
    public let file: FileWrapper

    package init(contentType: UTType, file: FileWrapper) {
        self.contentType = contentType
        self.file = file
    }
}
