public import GalleyUniformTypeIdentifiers

/// A document stored as an observable object, which reads itself from a file wrapper and
/// writes a snapshot of itself to one: the document type of a `DocumentGroup` whose editor
/// observes it.
@preconcurrency public protocol ReferenceFileDocument: ObservableObject, Sendable {
    /// The type of the document's saved content.
    associatedtype Snapshot
    /// The content types the document can read.
    static var readableContentTypes: [UTType] { get }
    /// The content types the document can write; by default, those it reads.
    static var writableContentTypes: [UTType] { get }
    /// Creates a document from the contents of a file.
    init(configuration: Self.ReadConfiguration) throws
    /// The configuration for reading a document.
    typealias ReadConfiguration = FileDocumentReadConfiguration
    /// Captures the document's current content for saving as `contentType`.
    func snapshot(contentType: UTType) throws -> Self.Snapshot
    /// Serializes a snapshot to a file wrapper.
    func fileWrapper(snapshot: Self.Snapshot, configuration: Self.WriteConfiguration) throws -> FileWrapper
    /// The configuration for writing a document.
    typealias WriteConfiguration = FileDocumentWriteConfiguration
}

extension ReferenceFileDocument {
    /// The content types the document reads.
    public static var writableContentTypes: [UTType] { readableContentTypes }
}
