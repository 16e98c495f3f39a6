public import Foundation
public import GalleyUniformTypeIdentifiers

// The document model of iOS 27 and macOS 27: a document is an object (usually `@Observable`)
// that hands SwiftUI a reader, which turns a file into a snapshot off the main actor, and a
// writer, which does the reverse; SwiftUI applies read snapshots to the document and asks it for
// snapshots to write, on the main actor. `DocumentGroup(allowCreating:editor:makeDocument:)` and
// `DocumentGroup(viewer:makeReadableDocument:)` take such documents.
//
// GalleyUI reads and writes no files: it never asks a document for a reader or a writer, never
// calls `apply(snapshot:previous:)` or `snapshot(contentType:)`, and the file wrapper readers
// and writers below throw when code runs them itself. The declarations are Apple's, so document
// types written for SwiftUI compile here and their own logic can be run by a snippet.

/// A document class that can be opened from a file: it names the content types it reads, gives
/// SwiftUI a reader for a file, and takes in what the reader produced.
public protocol ReadableDocument: AnyObject {
    /// The content types the document opens.
    static var readableContentTypes: [UTType] { get }
    /// The type that reads the document's file.
    associatedtype Reader: DocumentReader
    /// The configuration a reader is made with.
    typealias ReadConfiguration = DocumentReadConfiguration
    /// Makes the reader for a file of the configuration's content type.
    func reader(configuration: sending Self.ReadConfiguration) -> sending Self.Reader
    /// Takes a snapshot that the reader produced into the document; `previous` is the one
    /// applied before, if any.
    @MainActor func apply(snapshot: sending Self.Reader.Snapshot, previous: sending Self.Reader.Snapshot?)
        async throws
}

extension ReadableDocument where Self: WritableDocument {
    /// The content types the document opens: a document that reads and writes saves in the
    /// types it opens unless it says otherwise.
    public static var writableContentTypes: [UTType] { readableContentTypes }
}

/// A document class that can be saved to a file: it names the content types it writes, captures
/// its state as a snapshot, and gives SwiftUI a writer for that snapshot.
public protocol WritableDocument: AnyObject {
    /// The content types the document saves or exports to.
    static var writableContentTypes: [UTType] { get }
    /// The type that writes the document's file.
    associatedtype Writer: DocumentWriter
    /// The configuration a writer is made with.
    typealias WriteConfiguration = DocumentWriteConfiguration
    /// Makes the writer for a file of the configuration's content type.
    func writer(configuration: sending Self.WriteConfiguration) -> sending Self.Writer
    /// Captures the document's state, in the given content type, for the writer.
    @MainActor func snapshot(contentType: UTType) async throws -> sending Self.Writer.Snapshot
}

/// A document class that is both readable and writable.
public protocol Document: ReadableDocument, WritableDocument {}

/// A type that turns the file at a source (a file URL, by default) into a snapshot of a
/// document's content.
public protocol DocumentReader<Snapshot> {
    /// What reading produces.
    associatedtype Snapshot
    /// Where the reader reads from.
    associatedtype Source = URL
    /// Reads the source, reporting progress through `progress`.
    @concurrent func read(from source: sending Self.Source, progress: consuming Subprogress) async throws
        -> sending Self.Snapshot
}

/// A type that writes a snapshot of a document's content to a destination (a file URL, by
/// default).
public protocol DocumentWriter<Snapshot> {
    /// What is written.
    associatedtype Snapshot
    /// Where the writer writes to.
    associatedtype Destination = URL
    /// Writes `snapshot` to the destination; `previous` is the snapshot written last, if any.
    @concurrent func write(
        snapshot: sending Self.Snapshot, to destination: sending Self.Destination, previous: sending Self.Snapshot?,
        progress: consuming Subprogress
    ) async throws
}

/// What a document's `reader(configuration:)` is told: the content type of the file to read.
public struct DocumentReadConfiguration: Hashable, Sendable {
    /// The content type of the file to read.
    public var contentType: UTType { type }
    private let type: UTType

    init(contentType: UTType) { type = contentType }
}

/// What a document's `writer(configuration:)` is told: the content type of the file to write.
public struct DocumentWriteConfiguration: Hashable, Sendable {
    /// The content type of the file to write.
    public var contentType: UTType { type }
    private let type: UTType

    init(contentType: UTType) { type = contentType }
}

/// A reader that hands a document's file to a closure as a `FileWrapper`.
///
/// GalleyUI never reads a file, and Foundation on Linux has no file wrappers of files (GalleyUI's
/// `FileWrapper` lives in memory): `read(from:progress:)` throws `CocoaError(.featureUnsupported)`
/// without calling the closure.
public struct FileWrapperDocumentReader<Snapshot>: DocumentReader {
    /// The configuration the reader is made with.
    public typealias ReadConfiguration = DocumentReadConfiguration
    /// Reads from a file URL.
    public typealias Source = URL

    let makeSnapshot: (FileWrapper) async throws -> sending Snapshot

    /// Creates a reader that turns the file's wrapper into a snapshot with `makeSnapshot`.
    public init(
        _ configuration: sending FileWrapperDocumentReader<Snapshot>.ReadConfiguration,
        makeSnapshot: @escaping (FileWrapper) async throws -> sending Snapshot
    ) {
        self.makeSnapshot = makeSnapshot
    }

    /// Throws `CocoaError(.featureUnsupported)`: GalleyUI reads no files.
    @concurrent public func read(from source: sending URL, progress: consuming Subprogress) async throws
        -> sending Snapshot
    {
        throw CocoaError(.featureUnsupported)
    }
}

/// A writer that has a closure turn a snapshot into a `FileWrapper` to save.
///
/// GalleyUI never writes a file: `write(snapshot:to:previous:progress:)` throws
/// `CocoaError(.featureUnsupported)` without calling the closure.
public struct FileWrapperDocumentWriter<Snapshot>: DocumentWriter {
    /// The configuration the writer is made with.
    public typealias WriteConfiguration = DocumentWriteConfiguration
    /// Writes to a file URL.
    public typealias Destination = URL

    let makeFileWrapper: (Snapshot, FileWrapper?) async throws -> FileWrapper

    /// Creates a writer that turns a snapshot (and the wrapper read or written last, if any)
    /// into the wrapper to save with `makeFileWrapper`.
    public init(
        _ configuration: sending FileWrapperDocumentWriter<Snapshot>.WriteConfiguration,
        makeFileWrapper: @escaping (Snapshot, FileWrapper?) async throws -> FileWrapper
    ) {
        self.makeFileWrapper = makeFileWrapper
    }

    /// Throws `CocoaError(.featureUnsupported)`: GalleyUI writes no files.
    @concurrent public func write(
        snapshot: sending Snapshot, to destination: sending URL, previous: sending Snapshot?,
        progress: consuming Subprogress
    ) async throws {
        throw CocoaError(.featureUnsupported)
    }
}

/// The state of an open document that is not its content: where its file is. SwiftUI hands one
/// to a document group's `makeDocument` closure.
///
/// In GalleyUI a document is never saved, so `fileURL` starts nil; code may set it. SwiftUI's
/// class is observable; this one is not, as nothing but the snippet's own code changes it.
@MainActor public final class URLDocumentConfiguration {
    /// The URL of the document's file; nil while it has never been saved.
    public final var fileURL: URL?

    init(fileURL: URL? = nil) { self.fileURL = fileURL }
}

/// How a document came to be made: which creation source (a `NewDocumentButton`'s) asked for it.
public struct DocumentCreationContext: Sendable {
    /// The source of the button that created the document; nil when none was given (always, in
    /// GalleyUI, whose document groups make their new document at launch).
    public var creationSource: DocumentCreationSource? { source }
    private let source: DocumentCreationSource?

    init(creationSource: DocumentCreationSource? = nil) { source = creationSource }
}
