public import GalleyUniformTypeIdentifiers

/// A document stored as a value, which reads itself from a file wrapper and writes itself to
/// one: the document type of a `DocumentGroup` whose editor edits it through a binding.
///
/// GalleyUI opens no files: a `DocumentGroup` creates a new document for its editor, and a
/// snippet can call `init(configuration:)` and `fileWrapper(configuration:)` itself.
@preconcurrency public protocol FileDocument: Sendable {
    /// The content types the document can read.
    static var readableContentTypes: [UTType] { get }
    /// The content types the document can write; by default, those it reads.
    static var writableContentTypes: [UTType] { get }
    /// Creates a document from the contents of a file.
    init(configuration: Self.ReadConfiguration) throws
    /// The configuration for reading a document.
    typealias ReadConfiguration = FileDocumentReadConfiguration
    /// Serializes the document to a file wrapper.
    func fileWrapper(configuration: Self.WriteConfiguration) throws -> FileWrapper
    /// The configuration for writing a document.
    typealias WriteConfiguration = FileDocumentWriteConfiguration
}

extension FileDocument {
    /// The content types the document reads.
    public static var writableContentTypes: [UTType] { readableContentTypes }
}
