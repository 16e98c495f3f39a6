import Foundation
import GalleyUniformTypeIdentifiers
import Testing

@testable import GalleyUI

/// A document in the shape of Apple's document-app tutorials.
private struct TextFile: FileDocument {
    static var readableContentTypes: [UTType] { [.plainText] }

    var text = ""

    init(initialText: String = "") { text = initialText }

    init(configuration: ReadConfiguration) throws {
        guard let data = configuration.file.regularFileContents else { throw CocoaError(.fileReadCorruptFile) }
        text = String(decoding: data, as: UTF8.self)
    }

    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
        FileWrapper(regularFileWithContents: Data(text.utf8))
    }
}

private struct TextFileApp: App {
    var body: some Scene {
        DocumentGroup(newDocument: TextFile()) { file in
            TextEditor(text: file.$document.text)
        }
    }
}

/// An editor that edits its document as it appears, and reads the document's configuration.
private struct StampingEditor: View {
    @Binding var document: TextFile
    @Environment(\.documentConfiguration) private var configuration

    var body: some View {
        Text("\(document.text) \(configuration?.isEditable == true) \(configuration?.fileURL == nil)")
            .onAppear { document.text += " stamped" }
    }
}

private struct StampingApp: App {
    var body: some Scene {
        DocumentGroup(newDocument: TextFile(initialText: "draft")) { file in
            StampingEditor(document: file.$document)
        }
        DocumentGroup(viewing: TextFile.self) { file in
            Text("viewer \(file.document.text)")
        }
    }
}

private final class Board: ReferenceFileDocument, @unchecked Sendable {
    static var readableContentTypes: [UTType] { [UTType(exportedAs: "com.example.board", conformingTo: .json)] }

    @Published var cards: [String] = ["first"]

    init() {}

    init(configuration: ReadConfiguration) throws {
        cards = try JSONDecoder().decode([String].self, from: configuration.file.regularFileContents ?? Data())
    }

    func snapshot(contentType: UTType) throws -> [String] { cards }

    func fileWrapper(snapshot: [String], configuration: WriteConfiguration) throws -> FileWrapper {
        FileWrapper(regularFileWithContents: try JSONEncoder().encode(snapshot))
    }
}

private struct CardCount: View {
    @EnvironmentObject var board: Board
    var body: some View { Text("cards \(board.cards.count)") }
}

private struct BoardApp: App {
    var body: some Scene {
        DocumentGroup(newDocument: { Board() }) { configuration in
            CardCount()
                .onAppear { configuration.document.cards.append("second") }
        }
    }
}

/// Document groups evaluate their editor with a new document; viewers have nothing to show.
@MainActor @Suite struct DocumentGroupTests {
    @Test func tutorialDocumentAppEvaluatesItsEditor() {
        let outline = GalleyRuntime.outline(app: TextFileApp())
        #expect(outline.contains("DocumentGroup \"Untitled\" key window"))
        #expect(outline.contains("TextEditor"))
    }

    @Test func editorsChangeTheirDocumentAndReadItsConfiguration() {
        let outline = GalleyRuntime.outline(app: StampingApp())
        #expect(outline.contains("Text \"draft stamped true true\""))
    }

    @Test func viewingGroupsAreNotOpen() {
        let outline = GalleyRuntime.outline(app: StampingApp())
        #expect(outline.contains("DocumentGroup not open"))
        #expect(!outline.contains("viewer"))
    }

    @Test func referenceDocumentsAreObservedAndInTheEnvironment() {
        let outline = GalleyRuntime.outline(app: BoardApp())
        #expect(outline.contains("Text \"cards 2\""))
    }

    @Test func aViewerAloneDrawsALabelledBox() {
        struct ViewerApp: App {
            var body: some Scene {
                DocumentGroup(viewing: TextFile.self) { file in Text(file.document.text) }
            }
        }
        let html = GalleyPreview(GalleyRuntime.evaluate(app: ViewerApp())).renderings[0].html
        #expect(html.contains("gp-unknown-kind\">DocumentGroup<"))
    }

    @Test func documentsReadAndWriteThroughFileWrappers() throws {
        let written = try TextFile(initialText: "Hello").fileWrapper(
            configuration: FileDocumentWriteConfiguration(contentType: .plainText, existingFile: nil))
        let read = try TextFile(configuration: FileDocumentReadConfiguration(contentType: .plainText, file: written))
        #expect(read.text == "Hello")
        #expect(TextFile.writableContentTypes == [.plainText])
    }

    @Test func newDocumentIsAnEnvironmentAction() {
        #expect(EnvironmentValues().newDocument.description == "NewDocumentAction")
        #expect(EnvironmentValues().documentConfiguration == nil)
    }
}
