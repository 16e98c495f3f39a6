import Foundation
import GalleyToolchain
import GalleyUniformTypeIdentifiers
import Testing

@testable import GalleyUI

/// A read-write document of the iOS 27 model, reading and writing through file wrappers.
@Observable private final class Notes: GalleyUI.Document {
    static let readableContentTypes: [UTType] = [.plainText]
    var text = ""
    var applied: [String] = []

    init(text: String = "") { self.text = text }

    func reader(configuration: sending ReadConfiguration) -> sending FileWrapperDocumentReader<String> {
        FileWrapperDocumentReader(configuration) { wrapper in
            guard let data = wrapper.regularFileContents else { throw CocoaError(.fileReadCorruptFile) }
            return String(decoding: data, as: UTF8.self)
        }
    }

    func writer(configuration: sending WriteConfiguration) -> sending FileWrapperDocumentWriter<String> {
        FileWrapperDocumentWriter(configuration) { snapshot, _ in
            FileWrapper(regularFileWithContents: Data(snapshot.utf8))
        }
    }

    @MainActor func apply(snapshot: sending String, previous: sending String?) async throws {
        applied.append(snapshot)
        text = snapshot
    }

    @MainActor func snapshot(contentType: UTType) async throws -> sending String { text }
}

/// A read-only document of the iOS 27 model with its own reader.
@Observable private final class Poster: ReadableDocument {
    static let readableContentTypes: [UTType] = [.png]
    var title = "none"

    func reader(configuration: sending ReadConfiguration) -> sending PosterReader { PosterReader() }

    @MainActor func apply(snapshot: sending String, previous: sending String?) async throws { title = snapshot }
}

private struct PosterReader: DocumentReader {
    @concurrent func read(from source: URL, progress: consuming Subprogress) async throws -> sending String {
        _ = consume progress
        return source.lastPathComponent
    }
}

/// Records what the group passed to `makeDocument`.
@MainActor private final class Calls {
    static var made: [String] = []
}

private struct NotesEditor: View {
    let notes: Notes
    @Environment(\.documentConfiguration) private var configuration
    var body: some View {
        Text("notes \(notes.text) \(configuration?.fileURL == nil)")
    }
}

private struct NotesApp: App {
    var body: some Scene {
        DocumentGroup { notes in
            NotesEditor(notes: notes)
        } makeDocument: { configuration, context in
            Calls.made.append("\(configuration.fileURL == nil) \(context.creationSource == nil)")
            return Notes(text: "fresh")
        }
    }
}

private struct OpenOnlyApp: App {
    var body: some Scene {
        DocumentGroup(allowCreating: false) { notes in
            NotesEditor(notes: notes)
        } makeDocument: { _, _ in
            Calls.made.append("open only")
            return Notes()
        }
    }
}

private struct PosterApp: App {
    var body: some Scene {
        DocumentGroup { (poster: Poster) in
            Text("poster \(poster.title)")
        } makeReadableDocument: { _, _ in
            Calls.made.append("poster")
            return Poster()
        }
    }
}

/// The document groups of iOS 27: a creating group makes its document at launch and edits it;
/// viewers and open-only groups are not open; readers and writers are never run.
@MainActor @Suite(.serialized) struct DocumentModelTests {
    /// The group's window is open and holds the task that makes the document. The task itself
    /// runs when a snippet runs (`DocumentSnippetTests`); a test on the main actor cannot let it.
    // A creating group's window makes its document in a `.task`. Such a task cannot run in this
    // process (the tests hold the main actor), and the runtime waits for running tasks before an
    // evaluation settles, so every later evaluation here would wait out its deadline: the window
    // and its document are checked by running a compiled app (`DocumentSnippetTests`). `NotesApp`
    // stays here as a compile-time check of the initialiser's trailing-closure form.

    @Test func openOnlyAndViewerGroupsAreNotOpenAndMakeNothing() {
        Calls.made = []
        #expect(GalleyRuntime.outline(app: OpenOnlyApp()).contains("DocumentGroup not open"))
        let poster = GalleyRuntime.outline(app: PosterApp())
        #expect(poster.contains("DocumentGroup not open"))
        #expect(!poster.contains("poster none"))
        #expect(Calls.made.isEmpty)
    }

    @Test func fileWrapperReadersAndWritersThrowRatherThanTouchFiles() async {
        await #expect(throws: CocoaError.self) {
            let reader = Notes().reader(configuration: DocumentReadConfiguration(contentType: .plainText))
            _ = try await reader.read(from: URL(fileURLWithPath: "/tmp/notes.txt"), progress: Subprogress())
        }
        await #expect(throws: CocoaError.self) {
            let writer = Notes().writer(configuration: DocumentWriteConfiguration(contentType: .plainText))
            try await writer.write(
                snapshot: "kept", to: URL(fileURLWithPath: "/tmp/notes.txt"), previous: nil, progress: Subprogress())
        }
    }

    @Test func documentsRunTheirOwnLogicWhenCodeCallsIt() async throws {
        let notes = Notes()
        try await notes.apply(snapshot: "typed", previous: nil)
        #expect(try await notes.snapshot(contentType: .plainText) == "typed")
        #expect(Notes.writableContentTypes == [.plainText])
        let title = try await PosterReader().read(from: URL(fileURLWithPath: "/tmp/cover.png"), progress: Subprogress())
        #expect(title == "cover.png")
    }

    @Test func configurationsCarryTheirContentTypeAndState() {
        #expect(DocumentReadConfiguration(contentType: .png).contentType == .png)
        #expect(DocumentWriteConfiguration(contentType: .json) == DocumentWriteConfiguration(contentType: .json))
        let configuration = URLDocumentConfiguration()
        #expect(configuration.fileURL == nil)
        configuration.fileURL = URL(fileURLWithPath: "/tmp/a.txt")
        #expect(configuration.fileURL?.lastPathComponent == "a.txt")
        #expect(
            DocumentCreationContext(creationSource: DocumentCreationSource(id: "scan")).creationSource
                == .init(id: "scan"))
    }
}

/// GalleyUI declares `Subprogress` because Foundation on Linux lacks it (`Subprogress.swift`).
/// This fails on the first toolchain whose Foundation declares it, so the two never meet in a
/// snippet.
@Suite struct SubprogressGuardTests {
    @Test func foundationStillLacksSubprogress() throws {
        let result = try FoundationProbe.typecheck(
            "import Foundation\nfunc probe(_ progress: consuming Subprogress) {}\n")
        #expect(
            result.status != 0 && result.stderr.contains("cannot find type 'Subprogress' in scope"),
            "Foundation now declares Subprogress: remove GalleyUI's declaration\n\(result.stderr)")
    }
}
