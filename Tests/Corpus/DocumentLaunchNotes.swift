import SwiftUI
import UniformTypeIdentifiers

struct SketchNote: FileDocument {
    static var readableContentTypes: [UTType] { [.plainText] }

    var text: String

    init(text: String = "") { self.text = text }

    init(configuration: ReadConfiguration) throws {
        guard let data = configuration.file.regularFileContents else {
            throw CocoaError(.fileReadCorruptFile)
        }
        text = String(decoding: data, as: UTF8.self)
    }

    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
        FileWrapper(regularFileWithContents: Data(text.utf8))
    }
}

extension DocumentCreationSource {
    static let checklist = DocumentCreationSource(id: "checklist")
}

struct SketchNoteEditor: View {
    @Binding var note: SketchNote

    var body: some View {
        TextEditor(text: $note.text)
            .padding()
    }
}

struct SketchLaunchDecoration: View {
    let geometry: DocumentLaunchGeometryProxy

    var body: some View {
        Image(systemName: "pencil.and.scribble")
            .font(.system(size: 64))
            .position(x: geometry.titleViewFrame.midX, y: geometry.titleViewFrame.minY - 48)
    }
}

/// An iOS 18 document app's scenes: a launch scene with custom actions and decorations,
/// then the document group it creates documents for.
struct SketchNotesScenes: Scene {
    @State private var isTemplatePickerPresented = false

    var body: some Scene {
        DocumentGroupLaunchScene("Sketch Notes") {
            NewDocumentButton("New Note")
            NewDocumentButton(Text("New Checklist"), for: SketchNote.self) {
                SketchNote(text: "- [ ] ")
            }
            NewDocumentButton("Scanned Note", source: .checklist)
        } background: {
            LinearGradient(colors: [.orange, .yellow], startPoint: .top, endPoint: .bottom)
        } backgroundAccessoryView: { geometry in
            SketchLaunchDecoration(geometry: geometry)
        } overlayAccessoryView: { _ in
            EmptyView()
        }

        DocumentGroup(newDocument: SketchNote()) { file in
            SketchNoteEditor(note: file.$document)
        }
    }
}

/// The same launch design in a view, for an app without a document group.
struct SketchLaunchView: View {
    var body: some View {
        DocumentLaunchView("Sketch Notes", for: [.plainText]) {
            NewDocumentButton("New Note", contentType: .plainText)
        } onDocumentOpen: { url in
            Text(url.lastPathComponent)
        } background: {
            Color.orange
        }
    }
}
