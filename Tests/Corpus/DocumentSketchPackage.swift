import Combine
import SwiftUI
import UniformTypeIdentifiers

extension UTType {
    static let sketchBundle = UTType(exportedAs: "com.example.sketch-bundle", conformingTo: .package)
}

struct SketchStroke: Codable, Identifiable, Hashable {
    var id = UUID()
    var points: [CGPoint]
    var width: Double
}

// Its properties change on the main actor only: SwiftUI reads snapshots there.
final class SketchDocument: ReferenceFileDocument, @unchecked Sendable {
    typealias Snapshot = [SketchStroke]

    static var readableContentTypes: [UTType] { [.sketchBundle] }

    @Published var strokes: [SketchStroke]
    @Published var title: String

    init(title: String = "Sketch") {
        self.title = title
        strokes = []
    }

    init(configuration: ReadConfiguration) throws {
        guard let children = configuration.file.fileWrappers,
            let data = children["strokes.json"]?.regularFileContents
        else {
            throw CocoaError(.fileReadCorruptFile)
        }
        strokes = try JSONDecoder().decode([SketchStroke].self, from: data)
        title = children["title.txt"]?.regularFileContents.map { String(decoding: $0, as: UTF8.self) } ?? "Sketch"
    }

    func snapshot(contentType: UTType) throws -> [SketchStroke] {
        strokes
    }

    func fileWrapper(snapshot: [SketchStroke], configuration: WriteConfiguration) throws -> FileWrapper {
        let package = configuration.existingFile ?? FileWrapper(directoryWithFileWrappers: [:])
        if let old = package.fileWrappers?["strokes.json"] {
            package.removeFileWrapper(old)
        }
        package.addRegularFile(withContents: try JSONEncoder().encode(snapshot), preferredFilename: "strokes.json")
        if package.fileWrappers?["title.txt"] == nil {
            package.addRegularFile(withContents: Data(title.utf8), preferredFilename: "title.txt")
        }
        return package
    }

    @MainActor func add(_ stroke: SketchStroke, undoManager: UndoManager?) {
        strokes.append(stroke)
        undoManager?.registerUndo(withTarget: self) { document in
            document.strokes.removeAll { $0.id == stroke.id }
        }
    }
}

struct SketchCanvas: View {
    @ObservedObject var document: SketchDocument
    @Environment(\.undoManager) private var undoManager

    var body: some View {
        NavigationStack {
            List(document.strokes) { stroke in
                Text("\(stroke.points.count) points, \(stroke.width, specifier: "%.1f") pt")
            }
            .navigationTitle(document.title)
            .toolbar {
                Button("Add Stroke", systemImage: "scribble") {
                    document.add(
                        SketchStroke(points: [.zero, CGPoint(x: 10, y: 10)], width: 2), undoManager: undoManager)
                }
            }
        }
    }
}

struct SketchInspector: View {
    @EnvironmentObject var document: SketchDocument

    var body: some View {
        Form {
            TextField("Title", text: $document.title)
            LabeledContent("Strokes", value: "\(document.strokes.count)")
        }
    }
}

struct SketchApp: App {
    var body: some Scene {
        DocumentGroup(newDocument: { SketchDocument() }) { configuration in
            HStack {
                SketchCanvas(document: configuration.document)
                SketchInspector()
            }
        }
        DocumentGroup(viewing: SketchDocument.self) { configuration in
            SketchCanvas(document: configuration.document)
        }
    }
}
