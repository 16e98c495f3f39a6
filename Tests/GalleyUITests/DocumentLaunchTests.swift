import Foundation
import GalleyUniformTypeIdentifiers
import Testing

@testable import GalleyUI

private struct Note: FileDocument {
    static var readableContentTypes: [UTType] { [.plainText] }
    var text = ""
    init() {}
    init(configuration: ReadConfiguration) throws {}
    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
        FileWrapper(regularFileWithContents: Data())
    }
}

@MainActor private final class Log {
    var lines: [String] = []
}

@MainActor private let launchLog = Log()

/// Launch actions that read the environment and record their appearance.
private struct LaunchActions: View {
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        NewDocumentButton("Start Writing")
            .onAppear { launchLog.lines.append("actions \(colorScheme)") }
        NewDocumentButton(Text("From Template"), for: Note.self) { Note() }
    }
}

extension DocumentCreationSource {
    fileprivate static let scanner = DocumentCreationSource(id: "scanner")
}

private struct NotesApp: App {
    var body: some Scene {
        DocumentGroupLaunchScene("My Notes") {
            LaunchActions()
            NewDocumentButton("Scan", source: .scanner)
        } background: {
            Color.yellow.onAppear { launchLog.lines.append("background") }
        } backgroundAccessoryView: { geometry in
            Text("accessory \(Int(geometry.frame.width))")
                .onAppear { launchLog.lines.append("accessory") }
        }
        .environment(\.colorScheme, .dark)
        DocumentGroup(newDocument: Note()) { file in
            Text("editor \(file.document.text)").onAppear { launchLog.lines.append("editor") }
        }
    }
}

private struct DefaultLaunchApp: App {
    var body: some Scene {
        DocumentGroupLaunchScene()
        DocumentGroup(newDocument: Note()) { _ in Text("editor") }
    }
}

/// The iOS 18 document launch experience: the launch scene opens at launch, its content is
/// evaluated with the scene's environment, and the document groups after it are not open.
@MainActor @Suite(.serialized) struct DocumentLaunchTests {
    @Test func launchSceneEvaluatesItsContent() {
        launchLog.lines = []
        let outline = GalleyRuntime.outline(app: NotesApp())
        #expect(outline.contains("DocumentGroupLaunchScene \"My Notes\" key window"))
        #expect(outline.contains("Text \"My Notes\""))
        #expect(outline.contains("Text \"Start Writing\""))
        #expect(outline.contains("Text \"From Template\""))
        #expect(outline.contains("Text \"accessory 0\""))
        #expect(outline.contains("DocumentGroup \"Untitled\" not open"))
        #expect(launchLog.lines.contains("actions dark"))
        #expect(launchLog.lines.contains("background"))
        #expect(launchLog.lines.contains("accessory"))
        #expect(!launchLog.lines.contains("editor"))
    }

    @Test func defaultLaunchSceneShowsTheDefaultAction() {
        let outline = GalleyRuntime.outline(app: DefaultLaunchApp())
        #expect(outline.contains("DocumentGroupLaunchScene key window"))
        #expect(outline.contains("Text \"Create Document\""))
    }

    @Test func launchViewEvaluatesItsContentAndOpensNothing() {
        launchLog.lines = []
        let view = DocumentLaunchView("Books", for: [.plainText]) {
            NewDocumentButton("Start New Book")
        } onDocumentOpen: { url in
            Text(url.lastPathComponent).onAppear { launchLog.lines.append("opened") }
        } background: {
            Color.blue.onAppear { launchLog.lines.append("background") }
        }
        let outline = GalleyRuntime.outline(view)
        #expect(outline.contains("Text \"Books\""))
        #expect(outline.contains("Text \"Start New Book\""))
        #expect(launchLog.lines == ["background"])
    }

    @Test func creationSourcesCompare() {
        #expect(DocumentCreationSource.scanner == DocumentCreationSource(id: "scanner"))
        #expect(DocumentCreationSource.scanner != DocumentCreationSource(id: "template"))
    }
}
